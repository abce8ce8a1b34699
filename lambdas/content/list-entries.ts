import type { CollectionName, EntryByCollection } from '../contract/entities.js';
import { withRestDatabase } from '../platform/database/rest-database.js';
import { byOrder, toEntry } from './entry-mappers.js';
import { roadmapCompletedAt } from './roadmap-completed.js';
import { completedAtCache } from './roadmap-completed-cache.js';

/** Content collections are small; this bounds a read even if one grows by mistake. */
export const MAX_ENTRIES = 500;

/** Completion times read from the history once per item version in this instance (ADR 17). */
const completedAt = completedAtCache(roadmapCompletedAt);

/**
 * The published announcements, newest first, at most MAX_ENTRIES (behaviour §14): the bound keeps the
 * newest, whatever the collection holds, and one not yet published takes no place in it. A one-field
 * range and order on `publishAt` (UTC ISO 8601 text, which sorts as time): no composite index.
 */
export function listPublishedAnnouncements(now: Date): Promise<EntryByCollection['announcements'][]> {
  return withRestDatabase(async (db) => {
    const snapshot = await db
      .collection('announcements')
      .where('publishAt', '<=', now.toISOString())
      .orderBy('publishAt', 'desc')
      .limit(MAX_ENTRIES)
      .get();
    return snapshot.docs.map((doc) => toEntry.announcements(doc.id, doc.data()));
  });
}

/** Every entry of a collection, sorted by order (over REST: the public list loads no firebase-admin). */
export function listEntries<C extends CollectionName>(collection: C): Promise<EntryByCollection[C][]> {
  return withRestDatabase(async (db) => {
    const snapshot = await db.collection(collection).limit(MAX_ENTRIES).get();
    const entries = snapshot.docs.map((doc) => toEntry[collection](doc.id, doc.data())).sort(byOrder);
    if (collection !== 'roadmap') return entries;
    // A completed item says when it was marked completed (from the history; null when it has none).
    // Its whole stored state is its version: any write of the item reads its history again.
    const isCompleted = (entry: object) => (entry as { status?: unknown }).status === 'completed';
    const completed = await completedAt(
      db,
      entries.filter(isCompleted).map((entry) => ({ id: entry.id, version: JSON.stringify(entry) })),
    );
    return entries.map((entry) =>
      isCompleted(entry) ? { ...entry, completedAt: completed.get(entry.id) ?? null } : entry,
    );
  });
}
