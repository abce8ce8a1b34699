import type { Announcement, CollectionName, EntryByCollection } from '../contract/entities.js';
import { byOrder } from './entry-mappers.js';
import { listEntries } from './list-entries.js';

/**
 * Announcements as visitors see them (behaviour §14): those whose publish time has come, newest
 * first (by order among equal times, the later created first).
 */
export function visibleAnnouncements(entries: readonly Announcement[], now: Date): Announcement[] {
  const at = now.toISOString();
  return entries
    .filter((entry) => entry.publishAt !== '' && entry.publishAt <= at)
    .sort((a, b) => (a.publishAt < b.publishAt ? 1 : a.publishAt > b.publishAt ? -1 : byOrder(b, a)));
}

/** A collection as its public routes serve it: every entry by order; announcements as above. */
export async function listPublicEntries<C extends CollectionName>(
  collection: C,
  now = new Date(),
): Promise<EntryByCollection[C][]> {
  const entries = await listEntries(collection);
  if (collection !== 'announcements') return entries;
  return visibleAnnouncements(entries as Announcement[], now) as EntryByCollection[C][];
}
