import type { CollectionName, EntryByCollection } from '../contract/entities.js';
import { withRestDatabase } from '../platform/database/rest-database.js';
import { byOrder, toEntry } from './entry-mappers.js';
import { roadmapCompletedAt } from './roadmap-completed.js';

/** Content collections are small; this bounds a read even if one grows by mistake. */
export const MAX_ENTRIES = 500;

/** Every entry of a collection, sorted by order (over REST: the public list loads no firebase-admin). */
export function listEntries<C extends CollectionName>(collection: C): Promise<EntryByCollection[C][]> {
  return withRestDatabase(async (db) => {
    const snapshot = await db.collection(collection).limit(MAX_ENTRIES).get();
    const entries = snapshot.docs.map((doc) => toEntry[collection](doc.id, doc.data())).sort(byOrder);
    if (collection !== 'roadmap') return entries;
    // A completed item says when it was marked completed (from the history; null when it has none).
    const isCompleted = (entry: object) => (entry as { status?: unknown }).status === 'completed';
    const completed = await roadmapCompletedAt(
      db,
      entries.filter(isCompleted).map((entry) => entry.id),
    );
    return entries.map((entry) =>
      isCompleted(entry) ? { ...entry, completedAt: completed.get(entry.id) ?? null } : entry,
    );
  });
}
