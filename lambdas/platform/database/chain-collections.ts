import type { ReadCollection, ReadDatabase } from './read-database.js';

// Chain data lives in a Firestore database of its own (ADR 37): what the holder feed, the ledger import
// and the wallet-control and token-safety watches read from the chain and write, rebuilt from the chain when lost. The
// holder feed's identity is granted that database alone; content, the ledger's notes and the
// administrator's sessions stay in `(default)`. No client is imported here (chain-database.ts opens
// firebase-admin's, chain-rest-database.ts the REST one).

/** The chain database's id in every deployment (the operator creates it: infra/README.md). */
export const CHAIN_DATABASE_ID = 'chain';

/**
 * The top-level collections of the chain database: `holderFeed` and `newHolders` (holders/feed-state.ts),
 * `donationLedger` (ledger/ledger-store.ts), `walletControl` (facts/watch-wallet-control.ts) and
 * `walletControlChanges` (facts/recorded-changes.ts), `tokenSafety` (facts/token-safety.ts), `walletBalance`
 * (facts/wallet-balance.ts: the donation wallet's balance, which the wallet-control watch stores for the public
 * route, ADR 11). chain-collections.test.ts holds the list to those modules' names.
 */
export const CHAIN_COLLECTIONS: readonly string[] = [
  'holderFeed',
  'newHolders',
  'donationLedger',
  'walletControl',
  'walletControlChanges',
  'tokenSafety',
  'walletBalance',
];

/** True when the collection at `path` (or a document under it) is chain data. */
export function isChainPath(path: string): boolean {
  return CHAIN_COLLECTIONS.includes(path.split('/')[0] ?? '');
}

/**
 * One ReadDatabase over both: a chain collection is read in the chain database, anything else in the
 * content one. For the reads that join the two (the ledger's transactions with the administrator's notes).
 */
export function bothDatabases(content: ReadDatabase, chain: ReadDatabase): ReadDatabase {
  return {
    collection: (path: string): ReadCollection =>
      isChainPath(path) ? chain.collection(path) : content.collection(path),
  };
}
