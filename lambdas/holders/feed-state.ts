import type { ReadDatabase } from '../platform/database/read-database.js';

// The feed's paths and its state document's read, apart from the writes (holder-store.ts): the
// public count route reads it over REST and must not load firebase-admin with the writes.

/**
 * Where the holder feed keeps its state in Firestore:
 * - `holderFeed/{mint}`: the holder count, when it was measured, and when the mint was imported;
 * - `holderFeed/{mint}/holders/{wallet}`: every wallet recorded as a new holder (the marker that
 *   makes recording one idempotent);
 * - `holderFeed/{mint}/snapshot/`: every wallet ever seen holding the mint, imported ones included,
 *   as sorted 32-byte keys in chunks (known-store.ts): two million holders are a few hundred
 *   documents, not two million;
 * - `newHolders/{mint}_{wallet}`: the events the page announces.
 */
export const FEED = 'holderFeed';
export const EVENTS = 'newHolders';

/** The feed's state document: undefined fields until the first run. */
export interface FeedState {
  importedAt?: Date;
  /** The count and its time: both from the last full scan (incremental runs do not change them). */
  count?: number;
  measuredAt?: Date;
  /** The slot the last finished run read from: the next incremental run asks for changes from it on. */
  syncedSlot?: number;
}

export async function readFeedState(db: ReadDatabase, mint: string): Promise<FeedState> {
  const doc = await db.collection(FEED).doc(mint).get();
  const date = (name: string) => (doc.get(name) as { toDate(): Date } | undefined)?.toDate();
  const count = doc.get('count');
  const syncedSlot = doc.get('syncedSlot');
  return {
    importedAt: date('importedAt'),
    measuredAt: date('measuredAt'),
    count: typeof count === 'number' ? count : undefined,
    syncedSlot: typeof syncedSlot === 'number' ? syncedSlot : undefined,
  };
}
