import { type Locale, localeHome } from './i18n/locales';

/** The news section's id, and its route (behaviour §14: /news and /es/news show it). */
export const NEWS_SECTION_ID = 'news';

/** The element id of one announcement in the news section. */
export const newsItemId = (id: string): string => `news-${id}`;

/**
 * An announcement's own page in `locale`, to share: `/es/news/<id>` (behaviour §14.2, ADR 39), with its
 * text in the first HTML and its own link preview.
 */
export function newsAddress(locale: Locale, id: string): string {
  return `${localeHome(locale)}news/${encodeURIComponent(id)}`;
}

/**
 * Where an old `#news-<id>` address (the announcement's address before it had a page of its own) leads
 * now: that announcement's own page in the same locale; null for any other hash.
 */
export function movedNewsAddress(locale: Locale, hash: string): string | null {
  const match = /^#news-([A-Za-z0-9_-]+)$/.exec(hash);
  return match?.[1] ? newsAddress(locale, match[1]) : null;
}
