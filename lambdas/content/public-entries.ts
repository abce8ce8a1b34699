import { defangImpostorsIn } from '../contract/defang.js';
import type { Announcement, CollectionName, EntryByCollection } from '../contract/entities.js';
import { byOrder } from './entry-mappers.js';
import { listEntries, listPublishedAnnouncements } from './list-entries.js';

/**
 * Announcements as visitors see them (behaviour §14): those whose publish time has come, newest
 * first (by order among equal times, the later created first).
 */
export function visibleAnnouncements(entries: readonly Announcement[], now: Date): Announcement[] {
  const at = now.toISOString();
  return entries
    .filter((entry) => entry.publishAt !== '' && entry.publishAt <= at)
    .map(withImpostorsDefanged)
    .sort((a, b) => (a.publishAt < b.publishAt ? 1 : a.publishAt > b.publishAt ? -1 : byOrder(b, a)));
}

/**
 * An advisory as every public reader gets it (the page, the feeds): each address, domain and handle of
 * its impostors defanged in its text and translations, so that no client links them (behaviour §14).
 * The impostors' own values stay as stored: the link checker compares them.
 */
function withImpostorsDefanged(entry: Announcement): Announcement {
  const impostors = entry.kind === 'advisory' ? (entry.impostors ?? []) : [];
  if (impostors.length === 0) return entry;
  const defang = (text: string) => defangImpostorsIn(text, impostors);
  const translations = Object.fromEntries(
    Object.entries(entry.translations ?? {}).map(([locale, fields]) => [
      locale,
      Object.fromEntries(Object.entries(fields ?? {}).map(([field, text]) => [field, defang(String(text))])),
    ]),
  );
  return {
    ...entry,
    title: defang(entry.title),
    body: defang(entry.body),
    impostors: impostors.map((impostor) => ({ ...impostor, reason: defang(impostor.reason) })),
    ...(entry.translations ? { translations } : {}),
  };
}

/** A collection as its public routes serve it: every entry by order; announcements as above. */
export async function listPublicEntries<C extends CollectionName>(
  collection: C,
  now = new Date(),
): Promise<EntryByCollection[C][]> {
  if (collection !== 'announcements') return listEntries(collection);
  const published = await listPublishedAnnouncements(now);
  return visibleAnnouncements(published, now) as EntryByCollection[C][];
}
