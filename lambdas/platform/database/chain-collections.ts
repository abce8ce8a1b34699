// Chain data lives in a Firestore database of its own (ADR 37): what the holder feed reads from the chain
// and writes, rebuilt from the chain when lost. The holder feed's identity is granted that database alone;
// content, the ledger's notes and the administrator's sessions stay in `(default)`, and the believed facts
// (the watches' and the donation ledger) in a third database (facts-collections.ts). No client is imported
// here (chain-database.ts opens firebase-admin's, chain-rest-database.ts the REST one).

/** The chain database's id in every deployment (the operator creates it: infra/README.md). */
export const CHAIN_DATABASE_ID = 'chain';

/**
 * The top-level collections of the chain database: `holderFeed` and `newHolders` (holders/feed-state.ts),
 * and `donationReceipts` (donations/receipt-store.ts: what the donation webhook recorded, ADR 40).
 * chain-collections.test.ts holds the list to those modules' names. The donation ledger moved to the facts
 * database (ADR 37, "Amendment: the ledger among the believed facts").
 */
export const CHAIN_COLLECTIONS: readonly string[] = ['holderFeed', 'newHolders', 'donationReceipts'];

/** True when the collection at `path` (or a document under it) is chain data. */
export function isChainPath(path: string): boolean {
  return CHAIN_COLLECTIONS.includes(path.split('/')[0] ?? '');
}
