import { CONTENT_LOCALES, isContentLocale, type SiteLocale } from '../../contract/content-locales.js';
import { LIMITS } from '../../contract/messages.js';
import { config } from '../../platform/config/config.js';
import { withRestDatabase } from '../../platform/database/rest-database.js';
import { HttpError } from '../../platform/http/errors.js';
import type { ApiResult } from '../../platform/http/http.js';
import { toEntry } from '../entry-mappers.js';
import { localize } from '../localize.js';
import { visibleAnnouncements } from '../public-entries.js';
import { type PageAnnouncement, renderNewsNotFound, renderNewsPage } from './render-news-page.js';

const ID = new RegExp(`^[A-Za-z0-9_-]{1,${LIMITS.idMaxLength}}$`);

/** A locale of the site from the path (`en` included), or undefined. */
export function pageLocale(value: string | undefined): SiteLocale | undefined {
  return value === 'en' || isContentLocale(value) ? value : undefined;
}

const html = (statusCode: number, body: string): ApiResult => ({
  statusCode,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'x-content-type-options': 'nosniff',
    // A 200 gets the public reads' caching (publicCache); the 404 is held at the edge 10 seconds, so a
    // scheduled announcement's page appears at most that long after its publish time.
    ...(statusCode === 404 ? { 'cache-control': 'public, max-age=0, s-maxage=10' } : {}),
  },
  body,
});

/**
 * An announcement's own page in `locale` (behaviour §14.2, ADR 39): 200 with its text once its publish
 * time has come; a 404 page (noindex) before, after a delete, or for a slug that names none. The slug
 * is the id: anything that cannot be one is not looked up.
 */
export async function newsPage(localeValue: string | undefined, slug: string | undefined, now = new Date()) {
  if (!config.SITE_URL)
    throw new HttpError(503, "The announcements' pages need the site's address (SITE_URL), which is not set");
  const site = { siteUrl: config.SITE_URL };
  const locale = pageLocale(localeValue) ?? 'en';
  const id = slug ?? '';
  // Firestore reserves ids of the form __name__.
  if (!pageLocale(localeValue) || !ID.test(id) || /^__.*__$/.test(id)) {
    return html(404, renderNewsNotFound(locale, site));
  }
  const stored = await withRestDatabase(async (db) => {
    const doc = await db.collection('announcements').doc(id).get();
    return doc.exists ? toEntry.announcements(doc.id, doc.data() ?? {}) : undefined;
  });
  const [entry] = stored ? visibleAnnouncements([stored], now) : [];
  if (!entry) return html(404, renderNewsNotFound(locale, site));
  const translated = CONTENT_LOCALES.filter((l) => Boolean(entry.translations?.[l]?.title));
  const shown: PageAnnouncement = locale === 'en' ? entry : localize('announcements', locale, entry);
  return html(200, renderNewsPage(shown, locale, site, translated));
}
