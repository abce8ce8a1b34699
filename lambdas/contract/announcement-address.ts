import type { SiteLocale } from './content-locales.js';

/** A locale's page, absolute: `https://example.org/` for English, `https://example.org/es/` otherwise. */
export function localePageUrl(siteUrl: string, locale: SiteLocale): string {
  const base = siteUrl.replace(/\/*$/, '/');
  return locale === 'en' ? base : `${base}${locale}/`;
}

/**
 * An announcement's own page in a locale (behaviour §14.2, ADR 39): `<home>news/<id>`, served with its
 * text and its own link preview. The slug is the id alone, so an edit of the title keeps every link that
 * was shared. The feeds, the chat messages and the page's "Link to this announcement" all link here.
 */
export const announcementUrl = (home: string, id: string): string => `${home}news/${encodeURIComponent(id)}`;
