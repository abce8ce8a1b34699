import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngSize } from '../build-plugins/share-image.js';
import { launchBrowser, stack } from './harness.js';

let browser: Browser;

// The local stack's page is the demo build, made as a deploy makes it and served the way the CDN serves
// it (scripts/local/built-web.ts): its tags and the image they name are what a deploy uploads. A build
// of its own here cost the browser step about 18 s.
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('share card in the built page', () => {
  it('names a 1200×630 PNG that the build contains, with title, description, URL and alt', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(stack().url, { waitUntil: 'load' });
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
    const image = await fetch(`${stack().url}${new URL(meta['og:image'] as string).pathname}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(pngSize(new Uint8Array(await image.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });
});
