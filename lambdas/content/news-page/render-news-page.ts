import { ADVISORY_PREFIX } from '../../contract/advisory-prefix.js';
import { announcementUrl, localePageUrl } from '../../contract/announcement-address.js';
import { SITE_LOCALES, type SiteLocale } from '../../contract/content-locales.js';
import { defangImpostor, defangLink } from '../../contract/defang.js';
import type { Announcement } from '../../contract/entities.js';
import { findLinks } from '../../contract/link-finder.js';
import { NEWS_CARDS, newsCardPath } from '../../contract/news-cards.js';
import { defangOffSite, keptOnSite } from '../site-links.js';
import { NEWS_PAGE_STYLE } from './news-page-style.js';
import { NEWS_PAGE_TEXT } from './news-page-text.js';

/** An announcement as its own page shows it: in the page's locale, fields without a translation in English. */
export type PageAnnouncement = Pick<Announcement, 'id' | 'title' | 'body' | 'kind' | 'publishAt'> & {
  impostors?: Announcement['impostors'];
  /** The fields shown in English for want of a translation. */
  untranslated?: string[];
};

/** What the page needs to know of the site: its address (SITE_URL). */
export interface NewsPageSite {
  /** The site's address, `https://example.org/`. */
  siteUrl: string;
}

/** `pt-br` as a language tag: `pt-BR`. */
export const languageTag = (locale: SiteLocale): string =>
  locale.replace(/-([a-z]+)$/, (_, region: string) => `-${region.toUpperCase()}`);

/**
 * The tag a date is written with: the web page's (docs/languages.md, "Dates"), so an announcement's page
 * and the section it came from agree. English the British way; Arabic with Western digits, which the
 * tag asks for rather than leaving them to the runtime's ICU.
 */
const dateTag = (locale: SiteLocale): string =>
  locale === 'en' ? 'en-GB' : locale === 'ar' ? 'ar-u-nu-latn' : languageTag(locale);
/** The page's one date style: the day, the month's short name, the year, in UTC. */
const DAY = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;

/** Text for HTML content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A line of the body as HTML: the site's own addresses linked, any other link shown defanged. */
function linkedLine(line: string, siteUrl: string): string {
  let html = '';
  let last = 0;
  for (const link of findLinks(line)) {
    html += escapeHtml(line.slice(last, link.index));
    const kept = keptOnSite(link, siteUrl);
    html +=
      kept && link.kind === 'address'
        ? `<a href="${escapeHtml(link.text)}" dir="ltr">${escapeHtml(link.text)}</a>`
        : kept
          ? escapeHtml(link.text)
          : `<span dir="ltr">${escapeHtml(defangLink(link))}</span>`;
    last = link.lastIndex;
  }
  return html + escapeHtml(line.slice(last));
}

/** The body as plain text for a link preview: one line, other sites' links defanged, at most 200 characters. */
export function previewText(body: string, siteUrl: string): string {
  const text = defangOffSite(body.replace(/\s+/g, ' ').trim(), siteUrl);
  const chars = [...text];
  return chars.length > 200 ? `${chars.slice(0, 199).join('').trimEnd()}…` : text;
}

const lines = (body: string) =>
  body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

function head(parts: { locale: SiteLocale; title: string; description?: string; extra: string[] }): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${languageTag(parts.locale)}" dir="${parts.locale === 'ar' ? 'rtl' : 'ltr'}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(parts.title)}</title>`,
    ...(parts.description === undefined
      ? []
      : [`<meta name="description" content="${escapeHtml(parts.description)}">`]),
    ...parts.extra,
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg">',
    `<style>${NEWS_PAGE_STYLE}</style>`,
    '</head>',
  ].join('\n');
}

/**
 * An announcement's own page (behaviour §14.2): its text in the first HTML, readable without scripts,
 * with its link preview (`og:*`, `twitter:*`, the kind's 1200×630 card), its canonical address and the
 * addresses of its translations. `translated` lists the locales it has a translation in. Pure: the same
 * input gives the same page, for the HTML checker as for the function.
 */
export function renderNewsPage(
  entry: PageAnnouncement,
  locale: SiteLocale,
  site: NewsPageSite,
  translated: readonly SiteLocale[],
): string {
  const text = NEWS_PAGE_TEXT[locale];
  const host = new URL(site.siteUrl).host;
  // Links within the site are paths: the page works at any address the site is served from.
  const home = localePageUrl('/', locale);
  const url = (l: SiteLocale) => announcementUrl(localePageUrl(site.siteUrl, l), entry.id);
  const versions = SITE_LOCALES.filter((l) => l === 'en' || translated.includes(l));
  // A locale without a translation shows the English text: the English page is the canonical one.
  const canonical = versions.includes(locale) ? url(locale) : url('en');
  const advisory = entry.kind === 'advisory';
  // The chats' prefix, with the colon each language writes ("安全公告：", not "安全公告: ").
  const label = advisory ? ADVISORY_PREFIX[locale].replace('⚠️', '⚠') : '';
  const description = previewText(entry.body, site.siteUrl);
  const image = `${localePageUrl(site.siteUrl, 'en')}${newsCardPath(advisory ? 'advisory' : 'news')}`;
  const imageAlt = advisory ? `${text.advisory} · ${host}` : `${text.allNews} · ${host}`;
  const english = new Set(entry.untranslated ?? []);
  const langOf = (field: string) => (english.has(field) ? ' lang="en"' : '');
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}">`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
  const date = new Intl.DateTimeFormat(dateTag(locale), DAY).format(new Date(entry.publishAt));
  const impostors = advisory ? (entry.impostors ?? []) : [];

  return [
    head({
      locale,
      title: `${label}${entry.title} · ${host}`,
      description,
      extra: [
        `<link rel="canonical" href="${escapeHtml(canonical)}">`,
        ...versions.map(
          (l) => `<link rel="alternate" hreflang="${languageTag(l)}" href="${escapeHtml(url(l))}">`,
        ),
        `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url('en'))}">`,
        property('og:type', 'article'),
        property('og:site_name', host),
        property('og:locale', languageTag(locale).replace('-', '_')),
        property('og:title', `${label}${entry.title}`),
        property('og:description', description),
        property('og:url', canonical),
        property('og:image', image),
        property('og:image:type', 'image/png'),
        property('og:image:width', String(NEWS_CARDS.width)),
        property('og:image:height', String(NEWS_CARDS.height)),
        property('og:image:alt', imageAlt),
        property('article:published_time', entry.publishAt),
        named('twitter:card', 'summary_large_image'),
        named('twitter:title', `${label}${entry.title}`),
        named('twitter:description', description),
        named('twitter:image', image),
        named('twitter:image:alt', imageAlt),
      ],
    }),
    '<body>',
    `<header><a href="${escapeHtml(home)}">${escapeHtml(host)}</a></header>`,
    '<main>',
    `<article${advisory ? ' class="advisory"' : ''}>`,
    ...(advisory
      ? [`<p class="badge"><span aria-hidden="true">⚠ </span>${escapeHtml(text.advisory)}</p>`]
      : []),
    `<h1 dir="auto"${langOf('title')}>${escapeHtml(entry.title)}</h1>`,
    `<p><time datetime="${escapeHtml(entry.publishAt)}">${escapeHtml(date)}</time>${
      english.size > 0 ? ` · <span class="muted">${escapeHtml(text.inEnglish)}</span>` : ''
    }</p>`,
    `<div class="body" dir="auto"${langOf('body')}>`,
    ...lines(entry.body).map((line) => `<p>${linkedLine(line, site.siteUrl)}</p>`),
    '</div>',
    ...(impostors.length > 0
      ? [
          `<h2>${escapeHtml(text.notUs)}</h2>`,
          '<ul>',
          ...impostors.map(
            (i) =>
              `<li><code dir="ltr">${escapeHtml(defangImpostor(i))}</code> <span dir="auto"${langOf('reasons')}>${escapeHtml(i.reason)}</span></li>`,
          ),
          '</ul>',
        ]
      : []),
    '</article>',
    ...pageEnd(text, home, host),
  ].join('\n');
}

/** The way on from either page (all news, the home page), and the document's end. */
function pageEnd(text: (typeof NEWS_PAGE_TEXT)[SiteLocale], home: string, host: string): string[] {
  return [
    '<nav class="nav">',
    `<a href="${escapeHtml(`${home}#news`)}">${escapeHtml(text.allNews)}</a>`,
    `<a href="${escapeHtml(home)}">${escapeHtml(text.back.replace('{name}', host))}</a>`,
    '</nav>',
    '</main>',
    '</body>',
    '</html>',
    '',
  ];
}

/**
 * The page of an announcement that is not there (never was, not published yet, or deleted): a 404 in
 * the locale, kept out of search engines, with the way home.
 */
export function renderNewsNotFound(locale: SiteLocale, site: NewsPageSite): string {
  const text = NEWS_PAGE_TEXT[locale];
  const host = new URL(site.siteUrl).host;
  const home = localePageUrl('/', locale);
  return [
    head({
      locale,
      title: `${text.notFound} · ${host}`,
      extra: ['<meta name="robots" content="noindex">'],
    }),
    '<body>',
    `<header><a href="${escapeHtml(home)}">${escapeHtml(host)}</a></header>`,
    '<main>',
    `<h1>${escapeHtml(text.notFound)}</h1>`,
    ...pageEnd(text, home, host),
  ].join('\n');
}
