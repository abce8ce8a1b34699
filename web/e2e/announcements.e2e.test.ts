import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, expectToast, openPanel } from './admin-session.js';
import {
  ADMIN_PAGE,
  axeViolations,
  launchBrowser,
  type OpenedPage,
  openPage,
  type StorageState,
  screenshotViewport,
} from './harness.js';

// behaviour §14: the administrator publishes an advisory in English and Spanish naming an impostor
// domain; the Spanish page shows it as a warning strip and in its news section, the Spanish Atom feed
// holds it, the checker calls the domain a known impostor, and the English page has the English text;
// at 375 and 1280 px.

const VISITOR_TIMEOUT = { timeout: 25_000, interval: 500 };
const run = Math.random().toString(36).slice(2, 8);
const domain = `claim-${run}.example`;
const title = `That airdrop ${run} is not us`;
const titulo = `Ese airdrop ${run} no es nuestro`;

let browser: Browser;
let session: StorageState;
const opened: OpenedPage[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  session = await adminSession(browser);
});

afterEach(async () => {
  for (const page of opened.splice(0)) await page.close().catch(() => {});
});

afterAll(async () => {
  await browser?.close();
});

async function visitor(path: string, viewport: 'desktop' | 'mobile'): Promise<Page> {
  const page = await openPage(browser, path, viewport, { reducedMotion: true });
  opened.push(page);
  return page.page;
}

/** The checker's verdict for `value`, retried until one shows (a click before hydration reloads). */
/**
 * The checker's verdict on `value`, checked again (as a person would) until it is `until` or 15 s pass:
 * the checker answers from the advisories the page has loaded, and a page just opened may not have
 * them yet; it says "not on the official list" until then.
 */
async function check(
  page: Page,
  label: string,
  button: string,
  value: string,
  until: RegExp = /./,
): Promise<string> {
  let verdict = '';
  await expect
    .poll(
      async () => {
        await page.getByLabel(label).fill(value);
        await page.getByRole('button', { name: button, exact: true }).click();
        verdict = (await page.getByTestId('link-verdict').textContent()) ?? '';
        return verdict;
      },
      { timeout: 15_000 },
    )
    .toMatch(until);
  return verdict;
}

async function noHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('announcements and advisories (behaviour §14)', () => {
  it('an advisory published in English and Spanish reaches /es/ as a warning strip, its news and the checker', {
    timeout: 240_000,
  }, async () => {
    const admin = await openPage(browser, '/', 'desktop', { ...ADMIN_PAGE, storageState: session });
    opened.push(admin);
    const panel = await openPanel(admin.page);
    await panel
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('button', { name: 'Announcements' })
      .click();
    await panel.getByRole('button', { name: 'Add Announcement' }).click();
    const form = admin.page.getByRole('dialog', { name: 'Add Announcement' });
    await form.getByLabel(/^Title/).fill(title);
    await form.getByLabel(/^Body/).fill('We never airdrop. Official links: https://example.org/official');
    await form.getByLabel(/^Kind/).selectOption('advisory');
    // A URL is not a domain: refused, the line named, nothing sent.
    await form.getByLabel(/^Impostors/).fill(`domain https://${domain}/claim Drains wallets`);
    await form.getByRole('button', { name: 'Publish' }).click();
    await form.getByText(/^Line 1: Domain must be a host name/).waitFor();
    await form.getByLabel(/^Impostors/).fill(`domain ${domain} Drains wallets`);
    await form.getByRole('tab', { name: /^Spanish/ }).click();
    await form.getByLabel(/^Title \(Spanish\)/).fill(titulo);
    await form.getByLabel(/^Body \(Spanish\)/).fill('Nunca hacemos airdrops. No conectes tu billetera.');
    // The impostor's reason in Spanish and Arabic (ADR 28, amendment of #56).
    await form.getByLabel(/^Impostors’ reasons \(Spanish\)/).fill('Vacía las billeteras');
    await form.getByRole('tab', { name: /^Arabic/ }).click();
    await form.getByLabel(/^Title \(Arabic\)/).fill(`هذا الإسقاط ${run} ليس منّا`);
    await form.getByLabel(/^Body \(Arabic\)/).fill('لا نوزّع توكنات مجانية أبدًا. لا تربط محفظتك.');
    await form.getByLabel(/^Impostors’ reasons \(Arabic\)/).fill('يفرغ المحافظ');
    await form.getByRole('button', { name: 'Publish' }).click();
    await expectToast(panel, 'Announcement created successfully!');

    // Spanish, on a phone: the strip is a warning, in Spanish, linking to the announcement's own page.
    const spanish = await visitor('/es/', 'mobile');
    const strip = spanish.getByTestId('news-strip');
    await expect.poll(() => strip.textContent(), VISITOR_TIMEOUT).toContain(titulo);
    expect(await strip.getAttribute('class')).toContain('news-strip--advisory');
    expect(await strip.textContent()).toContain('Aviso de seguridad');
    const address = (await strip.getByRole('link', { name: titulo }).getAttribute('href')) ?? '';
    expect(address).toMatch(/^\/es\/news\/[A-Za-z0-9]+$/);
    const id = address.split('/news/')[1];
    await noHorizontalScroll(spanish);
    expect(await axeViolations(spanish, '#site-header')).toEqual([]);
    await screenshotViewport(spanish, 'announcement-strip-es-mobile');

    // The news section holds it (its own page is news-pages.e2e.test.ts's).
    const item = spanish.locator(`#news-${id}`);
    await spanish.goto('/es/news');
    await item.waitFor({ timeout: 30_000 });
    expect(await item.textContent()).toContain('Nunca hacemos airdrops.');
    // The impostor is shown defanged, and nothing in the item links it (behaviour §14).
    expect(await item.locator('code').textContent()).toBe(domain.replace(/\./g, '[.]'));
    expect(await item.locator(`a[href*="${domain}"]`).count()).toBe(0);
    // Its reason in Spanish, not marked as English.
    const reason = item.locator('.news-item__impostors li span[dir="auto"]');
    expect(await reason.textContent()).toBe('Vacía las billeteras');
    expect(await reason.getAttribute('lang')).toBeNull();
    // And in Arabic, on the Arabic page.
    const arabic = await visitor('/ar/news', 'mobile');
    const arabicItem = arabic.locator(`#news-${id}`);
    await arabicItem.waitFor({ timeout: 30_000 });
    expect(await arabicItem.locator('.news-item__impostors li span[dir="auto"]').textContent()).toBe(
      'يفرغ المحافظ',
    );
    expect(await arabicItem.locator('.news-item__impostors .in-english').count()).toBe(0);
    await noHorizontalScroll(arabic);
    await arabicItem.locator('.news-item__impostors').scrollIntoViewIfNeeded();
    await screenshotViewport(arabic, 'announcement-reason-ar-mobile');
    await expect.poll(() => item.isVisible(), VISITOR_TIMEOUT).toBe(true);
    expect(await axeViolations(spanish, '#news')).toEqual([]);
    await item.scrollIntoViewIfNeeded();
    await screenshotViewport(spanish, 'announcement-news-es-mobile');

    // The checker, in Spanish: a known impostor, with the advisory's date and link.
    const verdict = await check(
      spanish,
      'Enlace, usuario o dirección',
      'Comprobar',
      `https://${domain}/claim`,
      /^✗ Impostor conocido/,
    );
    expect(verdict).toMatch(/^✗ Impostor conocido, señalado en nuestro aviso del /);
    expect(
      await spanish
        .getByTestId('link-verdict')
        .getByRole('link', { name: 'Leer el aviso' })
        .getAttribute('href'),
    ).toBe(address);

    // The Spanish Atom feed, through the same edge as the page, holds it in Spanish at its address.
    const feed = await spanish.request.get('/api/locales/es/feeds/announcements.atom');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    const xml = await feed.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' }).parse(xml);
    expect(parsed.feed['@_xml:lang']).toBe('es');
    const entry = parsed.feed.entry.find((e: { id: string }) => e.id.endsWith(`:news-${id}`));
    expect(entry?.title['#text']).toBe(titulo);
    expect(entry?.link['@_href']).toMatch(new RegExp(`/es/news/${id}$`));
    expect(entry?.category['@_term']).toBe('advisory');

    // Dismissed, it stays away on the next visit.
    await spanish.goto('/es/');
    await strip.getByRole('button', { name: 'Cerrar este anuncio' }).click();
    await spanish.reload();
    await spanish.locator('#news').waitFor();
    await spanish.locator('#news .news-item').first().waitFor({ timeout: 30_000 });
    expect(await strip.count()).toBe(0);

    // English, on a desktop: the English text.
    const english = await visitor('/', 'desktop');
    const englishStrip = english.getByTestId('news-strip');
    await expect.poll(() => englishStrip.textContent(), VISITOR_TIMEOUT).toContain(title);
    await noHorizontalScroll(english);
    await screenshotViewport(english, 'announcement-strip-en-desktop');
    expect(await check(english, 'Link, handle or address', 'Check', domain, /^✗ Known impostor/)).toMatch(
      /^✗ Known impostor/,
    );

    // Cleaned up through the panel, as the administrator would.
    await panel.getByRole('button', { name: `Delete "${title}"` }).click();
    const confirm = admin.page.getByRole('alertdialog', { name: 'Delete announcement' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(panel, 'Announcement deleted successfully!');
  });
});
