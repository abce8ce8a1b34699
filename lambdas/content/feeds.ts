import { announcementUrl } from '../contract/announcement-address.js';
import { defangImpostor } from '../contract/defang.js';
import type { Announcement } from '../contract/entities.js';
import { defangOffSite } from './site-links.js';

/** An announcement as a public answer carries it (in the feed's locale). */
export type FeedEntry = Omit<Announcement, 'updatedBy' | 'translations'>;

/** The files of a locale's feed (behaviour §14): Atom (RFC 4287) and JSON Feed 1.1. */
export const FEED_FILES = {
  'announcements.atom': 'application/atom+xml; charset=utf-8',
  'announcements.json': 'application/feed+json; charset=utf-8',
} as const;
export type FeedFile = keyof typeof FEED_FILES;

export function isFeedFile(value: unknown): value is FeedFile {
  return typeof value === 'string' && Object.hasOwn(FEED_FILES, value);
}

/** What a feed says of itself: its language (BCP 47), where it lives and the page it belongs to. */
export interface FeedContext {
  /** The page's language tag (`en`, `es`, `pt-BR`...). */
  language: string;
  /** The locale's page, absolute (`https://example.org/es/`). */
  home: string;
  /** The feed's own address, absolute. */
  self: string;
  title: string;
}

/** A stable id for an entry, the same in every locale and format (a `tag:` URI, RFC 4151). */
export function entryId(home: string, entry: Pick<Announcement, 'id' | 'publishAt'>): string {
  const host = new URL(home).hostname;
  return `tag:${host},${entry.publishAt.slice(0, 10)}:news-${entry.id}`;
}

// XML 1.0 forbids most control characters: the contract refuses them, and a hand-edited entry is
// cleaned here rather than breaking the whole feed.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to drop them.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function xml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * A time as a feed must write it (RFC 3339, as RFC 4287 and JSON Feed 1.1 require), or undefined when the
 * stored value is not one: a hand-edited or restored document must not make the whole feed invalid.
 */
function feedTime(value: unknown): string | undefined {
  if (
    typeof value !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/.test(value)
  )
    return undefined;
  const time = new Date(value);
  // `Date` rolls 2026-02-30 over to March: a value that does not come back as written is no time.
  return Number.isNaN(time.getTime()) || time.toISOString().slice(0, 10) !== value.slice(0, 10)
    ? undefined
    : time.toISOString();
}

/** An entry with checked times: its publish time, and its last change when later; null without a valid publish time. */
function timed(entry: FeedEntry): (FeedEntry & { published: string; modified?: string }) | null {
  const published = feedTime(entry.publishAt);
  if (!published) return null;
  const updated = feedTime(entry.updatedAt);
  return { ...entry, published, ...(updated && updated > published ? { modified: updated } : {}) };
}

const withTimes = (entries: readonly FeedEntry[]) =>
  entries.map(timed).filter((entry): entry is NonNullable<ReturnType<typeof timed>> => entry !== null);

/**
 * The text of an entry as a feed carries it: an advisory's impostors after its body, every link but the
 * site's own defanged, since a feed reader links what looks like an address (behaviour §14.3).
 */
function fullText(entry: FeedEntry, home: string): string {
  const impostors = (entry.impostors ?? []).map((i) => `- ${i.type}: ${defangImpostor(i)} (${i.reason})`);
  return defangOffSite(impostors.length ? `${entry.body}\n\n${impostors.join('\n')}` : entry.body, home);
}

/** A title as a feed carries it: links defanged as in the text. */
const feedTitle = (entry: FeedEntry, home: string) => defangOffSite(entry.title, home);

/** The announcements as an Atom feed (RFC 4287), newest first, text only. */
export function atomFeed(all: readonly FeedEntry[], context: FeedContext): string {
  const entries = withTimes(all);
  const updated = entries.reduce(
    (latest, entry) => [entry.modified ?? entry.published, latest].sort().at(-1) ?? latest,
    '1970-01-01T00:00:00.000Z',
  );
  const items = entries.map((entry) =>
    [
      '<entry>',
      `<id>${xml(entryId(context.home, entry))}</id>`,
      `<title type="text">${xml(feedTitle(entry, context.home))}</title>`,
      `<link rel="alternate" type="text/html" href="${xml(announcementUrl(context.home, entry.id))}"/>`,
      `<published>${entry.published}</published>`,
      `<updated>${entry.modified ?? entry.published}</updated>`,
      `<category term="${entry.kind}"/>`,
      `<content type="text">${xml(fullText(entry, context.home))}</content>`,
      '</entry>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(context.language)}">`,
    `<id>${xml(context.self)}</id>`,
    `<title type="text">${xml(context.title)}</title>`,
    `<link rel="self" type="application/atom+xml" href="${xml(context.self)}"/>`,
    `<link rel="alternate" type="text/html" href="${xml(context.home)}"/>`,
    `<author><name>${xml(new URL(context.home).hostname)}</name></author>`,
    `<updated>${updated}</updated>`,
    ...items,
    '</feed>',
  ].join('\n');
}

/** The announcements as a JSON Feed 1.1, newest first, text only. */
export function jsonFeed(all: readonly FeedEntry[], context: FeedContext): string {
  const entries = withTimes(all);
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: context.title,
    home_page_url: context.home,
    feed_url: context.self,
    language: context.language,
    items: entries.map((entry) => ({
      id: entryId(context.home, entry),
      url: announcementUrl(context.home, entry.id),
      title: feedTitle(entry, context.home),
      content_text: fullText(entry, context.home),
      date_published: entry.published,
      ...(entry.modified ? { date_modified: entry.modified } : {}),
      tags: [entry.kind],
    })),
  });
}
