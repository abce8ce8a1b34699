import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { SiteConfig } from '../src/config/site-schema';
import { formatIcu } from '../src/lib/i18n/icu.js';
import { DEFAULT_LOCALE, isRtl, LANG_TAG, LOCALES } from '../src/lib/i18n/locales.js';

/** The page unknown site paths answer with status 404 (the viewer-request function serves it). */
export const NOT_FOUND_PAGE = '404.html';

/**
 * The 404 page's parts in each other locale, which the viewer-request function swaps in under that
 * locale's prefix: `{ "es": [<html> attributes, "Page not found", "Back to …"] }`.
 */
export const NOT_FOUND_LOCALES = '404-locales.json';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A small page in the site's colours, self-contained (no script, no external stylesheet) because the
 * CloudFront Function returns it from its own code, which is limited to 10 KB.
 */
export function renderNotFoundPage(site: SiteConfig): string {
  const name = escapeHtml(site.token.name);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Page not found · ${name}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
:root{color-scheme:dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.6}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:radial-gradient(ellipse at top,#14133a,#070716 70%);color:#f3f2fb;text-align:center}
main{padding:32px 16px;max-width:560px}
.code{font-size:4.5rem;font-weight:800;margin:0;background:linear-gradient(100deg,#7cf7d4,#8b7bff 55%,#ff7ad9);-webkit-background-clip:text;background-clip:text;color:transparent}
p{color:#bdbbd9}
a{display:inline-block;margin-top:16px;padding:12px 20px;border-radius:999px;background:linear-gradient(100deg,#7cf7d4,#8b7bff 55%,#ff7ad9);color:#070716;font-weight:700;text-decoration:none;min-height:44px;box-sizing:border-box}
</style>
</head>
<body>
<main>
<p class="code">404</p>
<h1>This page does not exist</h1>
<p>The link may be old or mistyped. Everything about ${name} is on the home page.</p>
<a href="/">Back to ${name}</a>
</main>
</body>
</html>
`;
}

/**
 * ADR 21: the 404 page's parts in every locale but English: its `<html>` attributes, the "Page not found"
 * that is its title and heading, and the link home. Only these: they ride in the function's code, whose
 * 10 KB the English page and the file list share.
 */
export function notFoundLocales(site: SiteConfig): Record<string, [string, string, string]> {
  const name = site.token.name;
  const parts: Record<string, [string, string, string]> = {};
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const catalog = JSON.parse(
      readFileSync(new URL(`../src/locales/${locale}.json`, import.meta.url), 'utf8'),
    ) as Record<string, string>;
    const text = (key: string) => escapeHtml(formatIcu(catalog[key] ?? key, { name }, LANG_TAG[locale]));
    const dir = isRtl(locale) ? ' dir="rtl"' : '';
    parts[locale] = [`lang="${LANG_TAG[locale]}"${dir}`, text('notFound.title'), text('notFound.back')];
  }
  return parts;
}

/** Writes the 404 page into the build, and its parts in the other locales. */
export function notFoundPage(options: { site: SiteConfig }): Plugin {
  return {
    name: 'not-found-page',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: NOT_FOUND_PAGE, source: renderNotFoundPage(options.site) });
      const locales = JSON.stringify(notFoundLocales(options.site));
      this.emitFile({ type: 'asset', fileName: NOT_FOUND_LOCALES, source: locales });
    },
  };
}
