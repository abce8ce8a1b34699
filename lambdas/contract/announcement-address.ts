import type { SiteLocale } from './content-locales.js';

/** A locale's page, absolute: `https://example.org/` for English, `https://example.org/es/` otherwise. */
export function localePageUrl(siteUrl: string, locale: SiteLocale): string {
  const base = siteUrl.replace(/\/*$/, '/');
  return locale === 'en' ? base : `${base}${locale}/`;
}

/**
 * An announcement's address on a locale's page (behaviour §14, ADR 32): the news section's anchor,
 * which opens the page of the list that holds it. The feeds and the chat messages both link here.
 */
export const announcementUrl = (home: string, id: string): string => `${home}#news-${encodeURIComponent(id)}`;
