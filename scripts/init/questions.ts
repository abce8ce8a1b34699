import type { InitAnswers } from './build-config.js';

/** One thing only the operator knows: its flag, and the question a terminal shows. */
export interface Question {
  key: keyof InitAnswers;
  flag: string;
  ask: string;
  /** Asked only when the chain's metadata does not say it. */
  ifNoMetadata?: boolean;
}

export const QUESTIONS: readonly Question[] = [
  { key: 'name', flag: 'name', ask: 'Token name (the chain has no metadata)', ifNoMetadata: true },
  { key: 'ticker', flag: 'ticker', ask: 'Ticker (the chain has no metadata)', ifNoMetadata: true },
  { key: 'pairAddress', flag: 'pair', ask: 'DEX pair address (the pool the price is read from)' },
  { key: 'donationWallet', flag: 'wallet', ask: 'Donation wallet address' },
  { key: 'domain', flag: 'domain', ask: 'The site’s domain, e.g. token.example' },
  { key: 'operatorName', flag: 'operator-name', ask: 'Operator’s legal name (privacy policy, terms)' },
  { key: 'operatorAddress', flag: 'operator-address', ask: 'Operator’s postal address' },
  { key: 'supportEmail', flag: 'email', ask: 'Contact e-mail address' },
  { key: 'communityChat', flag: 'chat', ask: 'Community chat URL (https://t.me/…)' },
  { key: 'x', flag: 'x', ask: 'X profile URL (https://x.com/…)' },
  { key: 'firebaseProjectId', flag: 'firebase-project', ask: 'Firebase project id' },
  { key: 'firebaseApiKey', flag: 'firebase-api-key', ask: 'Firebase web API key' },
  { key: 'adminUid', flag: 'admin-uid', ask: 'Firebase uid of the administrator' },
];
