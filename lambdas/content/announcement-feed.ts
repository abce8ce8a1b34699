import { localePageUrl } from '../contract/announcement-address.js';
import type { ContentLocale } from '../contract/content-locales.js';
import { config } from '../platform/config/config.js';
import { HttpError, NotFoundError } from '../platform/http/errors.js';
import type { ApiResult } from '../platform/http/http.js';
import { publicEntry } from './entry-mappers.js';
import { atomFeed, FEED_FILES, type FeedFile, isFeedFile, jsonFeed } from './feeds.js';
import { localize } from './localize.js';
import { listPublicEntries } from './public-entries.js';

/** The `{file}` of a feed's path, or 404 naming the feeds there are. */
export function feedFile(value: string | undefined): FeedFile {
  if (isFeedFile(value)) return value;
  throw new NotFoundError(`Unknown feed: use ${Object.keys(FEED_FILES).join(' or ')}`);
}

/** `pt-br` as a language tag: `pt-BR`. */
const languageTag = (locale: ContentLocale | 'en') =>
  locale.replace(/-([a-z]+)$/, (_, region: string) => `-${region.toUpperCase()}`);

/**
 * A locale's feed of the published announcements (behaviour §14), each in the locale where it has a
 * translation: Atom or JSON Feed, with absolute links to the locale's page (SITE_URL).
 */
export async function announcementFeed(locale: ContentLocale | 'en', file: FeedFile): Promise<ApiResult> {
  if (!config.SITE_URL)
    throw new HttpError(503, "The feeds need the site's address (SITE_URL), which is not set");
  const base = localePageUrl(config.SITE_URL, 'en');
  const home = localePageUrl(config.SITE_URL, locale);
  const prefix = locale === 'en' ? '' : `/locales/${locale}`;
  const published = await listPublicEntries('announcements');
  const entries =
    locale === 'en'
      ? published.map(publicEntry)
      : published.map((entry) => localize('announcements', locale, entry));
  const context = {
    language: languageTag(locale),
    home,
    self: `${base}api${prefix}/feeds/${file}`,
    title: `${new URL(base).hostname}: news and advisories`,
  };
  const body = file === 'announcements.atom' ? atomFeed(entries, context) : jsonFeed(entries, context);
  return {
    statusCode: 200,
    headers: { 'content-type': FEED_FILES[file], 'x-content-type-options': 'nosniff' },
    body,
  };
}
