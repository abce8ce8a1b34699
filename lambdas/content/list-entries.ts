import type { CollectionName, EntryByCollection } from '../contract/entities.js';
import { withRestDatabase } from '../platform/database/rest-database.js';
import { byOrder, toEntry } from './entry-mappers.js';

/** Content collections are small; this bounds a read even if one grows by mistake. */
export const MAX_ENTRIES = 500;

/** Every entry of a collection, sorted by order (over REST: the public list loads no firebase-admin). */
export function listEntries<C extends CollectionName>(collection: C): Promise<EntryByCollection[C][]> {
  return withRestDatabase(async (db) => {
    const snapshot = await db.collection(collection).limit(MAX_ENTRIES).get();
    return snapshot.docs.map((doc) => toEntry[collection](doc.id, doc.data())).sort(byOrder);
  });
}
