import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { Catalog } from '../src/lib/i18n/i18n';
import { LOCALES, type Locale } from '../src/lib/i18n/locales.js';
import { localePageFile, localiseHtml } from './locale-pages.js';
import { catalogByIds, messageKeys } from './message-ids.js';

const MARKER = '<!--app-html-->';

/** What the prerender entry exports. */
interface PrerenderModule {
  renderPage: (locale: Locale) => Promise<string>;
  catalogOf: (locale: Locale) => Catalog;
  pageText: (locale: Locale) => { title: string; description: string; imageAlt: string };
}

/**
 * After the browser build, renders the page with react-dom/static into one index.html per locale
 * (ADR 21: `/` English, `/es/` Spanish…), so it paints in its language before any script runs; the
 * browser then hydrates it. The stylesheet is inlined (it is small), which saves the render-blocking
 * request.
 */
export function prerender(options: {
  entry: string;
  alias: Record<string, string>;
  siteUrl: string;
}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-page',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const ssrOut = path.join(outDir, '.prerender');
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        envDir: config.envDir,
        resolve: { alias: options.alias },
        build: {
          ssr: options.entry,
          outDir: ssrOut,
          emptyOutDir: true,
          rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
        },
      });
      try {
        const module = (await import(
          pathToFileURL(path.join(ssrOut, 'prerender.mjs')).href
        )) as PrerenderModule;
        const indexPath = path.join(outDir, 'index.html');
        const template = await readFile(indexPath, 'utf8');
        if (!template.includes(MARKER)) throw new Error(`index.html has no ${MARKER} marker`);
        const keys = messageKeys(config.root);
        // One after the other: the runtime holds one locale at a time.
        for (const locale of LOCALES) {
          let html = template.replace(MARKER, await module.renderPage(locale));
          html = localiseHtml(html, {
            locale,
            siteUrl: options.siteUrl,
            text: module.pageText(locale),
            // The browser build's keys are ids (message-ids.ts): its catalog is the messages in key order.
            catalog: catalogByIds(keys, module.catalogOf(locale)),
          });
          html = await inlineStylesheets(html, outDir);
          // The page is already painted from HTML; the script only hydrates it, so it must not compete
          // with the HTML for the first bytes of a slow connection.
          html = html.replace(
            '<script type="module" crossorigin',
            '<script type="module" fetchpriority="low" crossorigin',
          );
          const file = path.join(outDir, localePageFile(locale));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, html);
        }
      } finally {
        await rm(ssrOut, { recursive: true, force: true });
      }
    },
  };
}

async function inlineStylesheets(html: string, outDir: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)];
  for (const [tag, href] of links) {
    if (!href?.startsWith('/')) continue;
    const css = await readFile(path.join(outDir, href), 'utf8');
    html = html.replace(tag, `<style>${css}</style>`);
  }
  return html;
}
