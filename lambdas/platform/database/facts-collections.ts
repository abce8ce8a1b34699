import type { ReadCollection, ReadDatabase } from './read-database.js';

// The believed facts live in a Firestore database of their own (ADR 37, "Amendment: believed facts only
// their watches write"): what a scheduled function reads from the chain, checks and vouches for (the
// watches' facts, the donation ledger), and the public routes answer. Only the watch identity is granted
// to write it; the holder feed's identity, held by the webhook, has no grant on it. No client is imported
// here (facts-database.ts opens firebase-admin's, facts-rest-database.ts the REST one).

/** The believed facts' database id in every deployment (the operator creates it: infra/README.md). */
export const FACTS_DATABASE_ID = 'facts';

/**
 * The top-level collections of the facts database: `tokenSafety` (facts/token-safety.ts), `walletControl`
 * (facts/watch-wallet-control.ts), `walletControlChanges` (facts/recorded-changes.ts) and `walletBalance`
 * (facts/wallet-balance.ts: the donation wallet's balance, which the wallet-control watch stores for the
 * public route, ADR 11) and `donationLedger` (ledger/ledger-store.ts: the ledger import's transactions,
 * months, unread list and cursor; ADR 37, "Amendment: the ledger among the believed facts").
 * facts-collections.test.ts holds the list to those modules' names. A new record a watch vouches for is
 * one more name here, and its watch deployed with the watch identity (infra/README.md).
 */
export const FACTS_COLLECTIONS: readonly string[] = [
  'tokenSafety',
  'walletControl',
  'walletControlChanges',
  'walletBalance',
  'donationLedger',
];

/** True when the collection at `path` (or a document under it) is a believed fact. */
export function isFactsPath(path: string): boolean {
  return FACTS_COLLECTIONS.includes(path.split('/')[0] ?? '');
}

/**
 * One ReadDatabase over the believed facts and content: a facts collection is read in the facts database,
 * anything else in the content one. For the reads that join the two (the ledger's transactions with the
 * administrator's notes, which are content: ADR 27).
 */
export function factsAndContent(content: ReadDatabase, facts: ReadDatabase): ReadDatabase {
  return {
    collection: (path: string): ReadCollection =>
      isFactsPath(path) ? facts.collection(path) : content.collection(path),
  };
}
