import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteServer, startSiteServer } from '../../scripts/local/site-server.js';
import { pngSize } from '../build-plugins/share-image.js';
import { launchBrowser } from './harness.js';

let browser: Browser;
let server: SiteServer;
let outDir: string;

// The demo build, made here into a directory of its own (inside the repository, where its prerender
// step finds node_modules), served the way the CDN serves it.
beforeAll(async () => {
  await mkdir('test-results', { recursive: true });
  outDir = await mkdtemp(resolve('test-results/share-card-build-'));
  await build({ configFile: 'web/vite.config.ts', mode: 'demo', logLevel: 'warn', build: { outDir } });
  server = await startSiteServer({ webBuildPath: outDir, chartHosts: [] });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('share card in the built page', () => {
  it('names a 1200×630 PNG that the build contains, with title, description, URL and alt', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url, { waitUntil: 'load' });
    const meta = await page.evaluate(() => {
      const read = (key: string) =>
        document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ??
        null;
      const keys = [
        'og:title',
        'og:description',
        'og:url',
        'og:image',
        'og:image:width',
        'og:image:height',
        'og:image:alt',
        'twitter:card',
        'twitter:image',
      ];
      return {
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        title: document.title,
        ...Object.fromEntries(keys.map((k) => [k, read(k)])),
      } as Record<string, string | null>;
    });
    await context.close();

    expect(meta['og:title']).toBe(meta.title);
    expect(meta['og:description']?.length).toBeGreaterThan(20);
    expect(meta['og:url']).toBe(meta.canonical);
    expect(meta['og:image']).toBe(`${meta.canonical}share-card.png`);
    expect(meta['twitter:image']).toBe(meta['og:image']);
    expect(meta['twitter:card']).toBe('summary_large_image');
    expect([meta['og:image:width'], meta['og:image:height']]).toEqual(['1200', '630']);
    expect(meta['og:image:alt']).toMatch(/logo/);

    // The image the tags name is in the build, at the size they state.
    const image = await fetch(`${server.url}${new URL(meta['og:image'] as string).pathname}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(pngSize(new Uint8Array(await image.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });
});
