import { catalogElement } from '../src/lib/i18n/catalog-element.js';
import type { PageMessages } from '../src/lib/i18n/i18n';
import {
  DEFAULT_LOCALE,
  isRtl,
  LANG_TAG,
  LOCALES,
  type Locale,
  localeHome,
} from '../src/lib/i18n/locales.js';

/** A locale's page in the build: `index.html` for English, `es/index.html` for Spanish. */
export const localePageFile = (locale: Locale): string =>
  locale === DEFAULT_LOCALE ? 'index.html' : `${locale}/index.html`;

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The `hreflang` alternates every page lists: each locale's home, and English as `x-default`. */
export function alternateLinks(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  const link = (lang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${lang}" href="${base}${localeHome(locale)}">`;
  return [...LOCALES.map((locale) => link(LANG_TAG[locale], locale)), link('x-default', DEFAULT_LOCALE)].join(
    '',
  );
}

/**
 * behaviour §14: the page's feeds of announcements in its language, Atom and JSON Feed, for readers and
 * feed discovery (the same paths as the API's feed routes).
 */
export function feedLinks(siteUrl: string, locale: Locale): string {
  const base = siteUrl.replace(/\/+$/, '');
  const path = locale === DEFAULT_LOCALE ? '/api/feeds' : `/api/locales/${locale}/feeds`;
  return [
    `<link rel="alternate" type="application/atom+xml" href="${base}${path}/announcements.atom">`,
    `<link rel="alternate" type="application/feed+json" href="${base}${path}/announcements.json">`,
  ].join('');
}

export interface LocalePage {
  locale: Locale;
  /** The site's canonical URL (with or without its trailing slash). */
  siteUrl: string;
  /** The page's preview text in its language. */
  text: { title: string; description: string; imageAlt: string };
  catalog: PageMessages;
}

/**
 * ADR 21: the built index.html made into one locale's first HTML: its `lang` and `dir`, its title,
 * description and share-card text, its canonical URL, the `hreflang` alternates, and its catalog inline.
 * English keeps the title and description the build was given (VITE_SITE_TITLE may override them).
 */
export function localiseHtml(html: string, page: LocalePage): string {
  const { locale, text } = page;
  const url = `${page.siteUrl.replace(/\/+$/, '')}${localeHome(locale)}`;
  const set = (pattern: RegExp, value: string) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${pattern.source}`);
    html = html.replace(pattern, (_, before: string) => `${before}${escapeAttribute(value)}"`);
  };
  html = html.replace(
    /<html lang="[^"]*"[^>]*>/,
    `<html lang="${LANG_TAG[locale]}" dir="${isRtl(locale) ? 'rtl' : 'ltr'}">`,
  );
  if (locale !== DEFAULT_LOCALE) {
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(text.title)}</title>`);
    set(/(<meta name="description" content=")[^"]*"/, text.description);
    for (const name of ['og:title', 'twitter:title'])
      set(new RegExp(`(<meta (?:property|name)="${name}" content=")[^"]*"`), text.title);
    for (const name of ['og:description', 'twitter:description']) {
      set(new RegExp(`(<meta (?:property|name)="${name}" content=")[^"]*"`), text.description);
    }
    for (const name of ['og:image:alt', 'twitter:image:alt']) {
      set(new RegExp(`(<meta (?:property|name)="${name}" content=")[^"]*"`), text.imageAlt);
    }
    set(/(<link rel="canonical" href=")[^"]*"/, url);
    set(/(<meta property="og:url" content=")[^"]*"/, url);
  }
  html = html.replace('</head>', `${alternateLinks(page.siteUrl)}${feedLinks(page.siteUrl, locale)}</head>`);
  return html.replace('</body>', `${catalogElement(page.catalog)}</body>`);
}
