import type { TokenReading } from './read-token.js';

/** What the chain cannot know: asked on a terminal, given as flags otherwise. */
export interface InitAnswers {
  /** Asked only when the chain has no metadata. */
  name?: string;
  ticker?: string;
  pairAddress: string;
  donationWallet: string;
  domain: string;
  operatorName: string;
  operatorAddress: string;
  supportEmail: string;
  communityChat: string;
  x: string;
  firebaseProjectId: string;
  firebaseApiKey: string;
  adminUid: string;
}

/** One value written, where it came from: the chain, the metadata JSON, an answer or the template. */
export interface Sourced {
  path: string;
  value: string;
  source: string;
}

/** Whole tokens with thousands separators, from raw units: 1000000000000000 at 6 decimals is 1,000,000,000. */
export function wholeTokens(raw: string, decimals: number): string {
  const whole = (BigInt(raw) / 10n ** BigInt(decimals)).toString();
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const handleOf = (url: string) => `@${new URL(url).pathname.split('/').filter(Boolean)[0] ?? ''}`;
const chatLabel = (url: string) => {
  const host = new URL(url).host;
  return /(^|\.)t\.me$|telegram/.test(host)
    ? 'Telegram'
    : /discord/.test(host)
      ? 'Discord'
      : 'Community chat';
};

/**
 * The new operator configuration: the template's settings (deploy defaults, explorer links, the AI
 * moderator's text), the token's facts from the chain, and the answers. Claims the chain cannot back
 * (taxes, liquidity, labelled wallets) are left out for the operator to add.
 */
export function buildConfig(
  template: {
    firebase: Record<string, unknown>;
    deploy: Record<string, unknown>;
    site: Record<string, unknown>;
  },
  token: TokenReading,
  answers: InitAnswers,
): { config: Record<string, unknown>; sources: Sourced[] } {
  const { facts, metadata, json } = token;
  const sources: Sourced[] = [];
  const put = (path: string, value: string, source: string) => {
    sources.push({ path, value, source });
    return value;
  };
  const name = metadata?.name
    ? put('site.token.name', metadata.name, metadata.source)
    : json?.name
      ? put('site.token.name', json.name, json.source)
      : put('site.token.name', answers.name ?? '', 'your answer');
  const ticker = metadata?.symbol
    ? put('site.token.ticker', metadata.symbol, metadata.source)
    : json?.symbol
      ? put('site.token.ticker', json.symbol, json.source)
      : put('site.token.ticker', answers.ticker ?? '', 'your answer');
  const mintSource = `mint account ${token.mint}`;
  put('site.token.mintAddress', token.mint, 'the command line');
  put('site.token.program', facts.program, mintSource);
  put('site.supply.decimals', String(facts.decimals), mintSource);
  const supply = wholeTokens(facts.supply, facts.decimals);
  put('site.tokenomics.totalSupply', supply, mintSource);
  put('mint authority', facts.mintAuthority ?? 'none (revoked)', mintSource);
  put('freeze authority', facts.freezeAuthority ?? 'none (revoked)', mintSource);
  if (json?.image) put('image (not written: the page’s logo is a file of web/)', json.image, json.source);
  for (const [path, value] of [
    ['site.token.pairAddress', answers.pairAddress],
    ['site.donationWallet', answers.donationWallet],
    ['site.share.siteUrl', `https://${answers.domain}/`],
    ['site.operator', `${answers.operatorName}, ${answers.operatorAddress}`],
    ['site.supportEmail', answers.supportEmail],
    ['site.links.communityChat', answers.communityChat],
    ['site.links.social (X)', answers.x],
    ['firebase', `${answers.firebaseProjectId}, admin ${answers.adminUid}`],
  ] as const)
    put(path, value, 'your answer');
  const site = template.site;
  const chat = { label: chatLabel(answers.communityChat), url: answers.communityChat };
  const x = { label: 'X (Twitter)', url: answers.x };
  const authority = (held: string | null, label: string, verify: string) =>
    held ? { label, value: `Held by ${held}` } : { label, value: 'Revoked', verify };
  const config = {
    firebase: {
      ...template.firebase,
      apiKey: answers.firebaseApiKey,
      projectId: answers.firebaseProjectId,
      adminUid: answers.adminUid,
    },
    deploy: template.deploy,
    site: {
      ...site,
      token: {
        name,
        ticker,
        chain: 'solana',
        mintAddress: token.mint,
        pairAddress: answers.pairAddress,
        program: facts.program,
      },
      donationWallet: answers.donationWallet,
      supportEmail: answers.supportEmail,
      operator: { name: answers.operatorName, address: answers.operatorAddress },
      links: { ...(site.links as object), communityChat: chat, social: [x, chat] },
      ledgerAssets: [],
      tokenomics: {
        ...(site.tokenomics as object),
        totalSupply: supply,
        facts: [
          { label: 'Total supply', value: `${supply} ${ticker}`, verify: 'supply' },
          authority(facts.mintAuthority, 'Mint authority', 'mintAuthorityRevoked'),
          authority(facts.freezeAuthority, 'Freeze authority', 'freezeAuthorityRevoked'),
        ],
      },
      share: { siteUrl: `https://${answers.domain}/` },
      official: {
        accounts: [
          { platform: x.label, handle: handleOf(x.url), url: x.url },
          { platform: chat.label, handle: handleOf(chat.url), url: chat.url },
        ],
        notUsed: (site.official as { notUsed: string[] }).notUsed.filter((p) => p !== chat.label),
      },
      supply: { decimals: facts.decimals, initialSupply: supply.replace(/,/g, '') || '0', labelled: [] },
    },
  };
  return { config, sources };
}
