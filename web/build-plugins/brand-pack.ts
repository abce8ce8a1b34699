import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import type { Plugin } from 'vite';
import type { SiteConfig } from '../src/config/site-schema';
import {
  BRAND_COLOURS,
  BRAND_PACK,
  BRAND_PAGE,
  LOGO_FILES,
  renderBrandPage,
  usageNotes,
} from './brand-page.js';

/** The pack's text file: name, colours and usage notes. */
export function brandText(site: SiteConfig): string {
  const colours = BRAND_COLOURS.map((c) => `- ${c.name}: ${c.hex} (${c.use})`);
  const notes = usageNotes(site).map((n) => `- ${n}`);
  return [
    `${site.token.name} ($${site.token.ticker}) brand pack`,
    '',
    'Files:',
    ...LOGO_FILES.map((l) => `- ${l.file}: ${l.label}`),
    '',
    'Colours:',
    ...colours,
    '',
    'Using the brand:',
    ...notes,
    '',
  ].join('\n');
}

/** The brand pack: the logo files from `brandDir` and the text file, zipped. */
export function buildBrandPack(site: SiteConfig, brandDir: string): Uint8Array {
  const files: Record<string, Uint8Array> = { 'BRAND.txt': strToU8(brandText(site)) };
  for (const { file } of LOGO_FILES) files[file] = readFileSync(path.join(brandDir, file));
  // A fixed date keeps the archive byte-identical between builds of the same content.
  return zipSync(files, { mtime: new Date('2025-09-21T00:00:00Z') });
}

/**
 * Emits the brand-assets page and the brand-pack zip into the build, named from the site
 * configuration, and serves both from the dev server so local redirects land on them too.
 */
export function brandAssets(options: { site: SiteConfig; brandDir: string }): Plugin {
  const page = () => renderBrandPage(options.site);
  const pack = () => buildBrandPack(options.site, options.brandDir);
  return {
    name: 'brand-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0];
        if (url === `/${BRAND_PAGE}` || url === '/brand/') {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(page());
        } else if (url === `/${BRAND_PACK}`) {
          res.setHeader('Content-Type', 'application/zip');
          res.end(pack());
        } else next();
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BRAND_PAGE, source: page() });
      this.emitFile({ type: 'asset', fileName: BRAND_PACK, source: pack() });
    },
  };
}
