import { prerenderToNodeStream } from 'react-dom/static';
import { site } from '../config/site';
import { type Catalog, setCatalog, t } from '../lib/i18n/i18n';
import type { Locale } from '../lib/i18n/locales';
import { Root } from './app';

// Every catalog, for the build only: each page carries just its own (ADR 21).
const CATALOGS = import.meta.glob<Catalog>('../locales/*.json', { import: 'default', eager: true });

/** A locale's catalog, as its page carries it inline. */
export function catalogOf(locale: Locale): Catalog {
  const catalog = CATALOGS[`../locales/${locale}.json`];
  if (!catalog) throw new Error(`No catalog for ${locale}`);
  return catalog;
}

/** What a link preview shows of a locale's page: its title, description and share image's alt text. */
export function pageText(locale: Locale): { title: string; description: string; imageAlt: string } {
  setCatalog(locale, catalogOf(locale));
  const values = { name: site.token.name, ticker: site.token.ticker };
  return {
    title: t('meta.title', values),
    description: t('meta.description', values),
    imageAlt: t('meta.shareAlt', values),
  };
}

/**
 * Renders the whole page in one locale to HTML at build time, waiting for the lazy sections, each
 * in its place. React outlines a finished Suspense boundary once the HTML before it passes
 * `progressiveChunkSize` (12,800 bytes by default), so that a streamed page paints its top sooner:
 * the later sections would then arrive as hidden copies at the end of the page, moved into place by
 * inline scripts after the first paint (one more layout in the visitor's first second), and be
 * missing without JavaScript. A prerendered page arrives whole, so no boundary is outlined (ADR 24,
 * "Load-time work").
 */
export async function renderPage(locale: Locale): Promise<string> {
  setCatalog(locale, catalogOf(locale));
  const { prelude } = await prerenderToNodeStream(<Root />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}
