import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pngSize } from '../build-plugins/share-image.js';
import { adminRequest } from './backend.js';
import {
  expectNoPageErrors,
  launchBrowser,
  type OpenedPage,
  openPage,
  screenshotViewport,
  stack,
  VIEWPORTS,
} from './harness.js';

// behaviour §14.2: an advisory published with an Arabic translation and posted to Telegram has its own
// page in English and Arabic, at 375 and 1280 px: its text in the first HTML (scripts off too), its link
// preview's tags and 1200×630 warning card, an old `#news-<id>` link landing on it, and the Telegram and
// Discord posts' links opening it.

const POLL = { timeout: 30_000, interval: 500 };
const run = Math.random().toString(36).slice(2, 8);
const title = `Fake staking ${run} is not us`;
const arabicTitle = `التخزين المزيف ${run} ليس لنا`;

let browser: Browser;
let id: string;
const opened: OpenedPage[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const answer = await adminRequest('POST', '/api/canonical/announcements', {
    title,
    body: `We run no staking.\nThe page https://stake-${run}.example/claim takes wallets.`,
    kind: 'advisory',
    publishAt: new Date(Date.now() - 60_000).toISOString(),
    impostors: [{ type: 'domain', value: `stake-${run}.example`, reason: 'Drains wallets' }],
    translations: { ar: { title: arabicTitle, body: 'نحن لا ندير أي تخزين.' } },
    channels: { telegram: true, discord: true },
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  id = ((await answer.json()) as { data: { id: string } }).data.id;
}, 60_000);

afterEach(async () => {
  for (const page of opened.splice(0)) await page.close().catch(() => {});
});

afterAll(async () => {
  await browser?.close();
});

async function visit(path: string, viewport: keyof typeof VIEWPORTS): Promise<OpenedPage> {
  const page = await openPage(browser, path, viewport, { reducedMotion: true });
  opened.push(page);
  return page;
}

const meta = (page: Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');

const cases = [
  { locale: 'en', prefix: '', heading: title, dir: 'ltr' },
  { locale: 'ar', prefix: '/ar', heading: arabicTitle, dir: 'rtl' },
] as const;

describe("an announcement's own page", () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    for (const { locale, prefix, heading, dir } of cases) {
      it(`shows the advisory, its card and its links in ${locale} at ${VIEWPORTS[viewport].width} px`, {
        timeout: 60_000,
      }, async () => {
        const { page, errors } = await visit(`${prefix}/news/${id}`, viewport);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
        expect(await page.locator('html').getAttribute('dir')).toBe(dir);
        expect(await page.getByText(/hxxps:\/\/stake-.*\[\.\]example\/claim|نحن لا ندير/).count()).toBe(1);
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          VIEWPORTS[viewport].width,
        );
        expect(await meta(page, 'og:title')).toContain(heading);
        expect(await meta(page, 'og:description')).toBeTruthy();
        expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(new URL(canonical ?? '').pathname).toBe(`${prefix}/news/${id}`);
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
        expect(alternates).toEqual(['en', 'ar', 'x-default']);

        // The card, served by the site: a PNG of 1200×630 other sites may embed.
        const image = new URL((await meta(page, 'og:image')) ?? '').pathname;
        expect(image).toBe('/news-cards/advisory.png');
        const card = await page.request.get(image);
        expect(card.status()).toBe(200);
        expect(card.headers()['content-type']).toBe('image/png');
        expect(card.headers()['cross-origin-resource-policy']).toBe('cross-origin');
        expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 });
        expect(await meta(page, 'og:image:width')).toBe('1200');
        expect(await meta(page, 'og:image:height')).toBe('630');
        expectNoPageErrors(errors);
        await screenshotViewport(page, `news-page-${locale}-${viewport}`);

        // An old `#news-<id>` address lands on the page.
        const old = await visit(`${prefix}/#news-${id}`, viewport);
        await old.page.waitForURL((url) => url.pathname === `${prefix}/news/${id}`);
        await expect.poll(() => old.page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      });
    }
  }

  it('is readable with scripts off: the text is in the first HTML', async () => {
    const context = await browser.newContext({ baseURL: stack().url, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`/ar/news/${id}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(arabicTitle);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['Telegram', () => stack().telegramUrl, 'text'],
    ['Discord', () => stack().discordUrl, 'content'],
  ] as const)(
    'is what the %s post links: the link opens the page',
    { timeout: 60_000 },
    async (_, fake, field) => {
      let post: Record<string, string> | undefined;
      await expect
        .poll(async () => {
          const response = await fetch(`${fake()}/__fake/received`, { cache: 'no-store' });
          const { received } = (await response.json()) as { received: Record<string, string>[] };
          post = received.find((m) => m[field]?.includes(id));
          return post !== undefined;
        }, POLL)
        .toBe(true);
      const link = post?.[field]?.split('\n').at(-1) ?? '';
      expect(new URL(link).pathname).toBe(`/news/${id}`);
      const { page } = await visit(link, 'mobile');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    },
  );

  it('is a 404 page for an announcement there is none of', async () => {
    const { page } = await visit('/news/no-such-announcement', 'mobile');
    const response = await page.request.get('/news/no-such-announcement');
    expect(response.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });
});
