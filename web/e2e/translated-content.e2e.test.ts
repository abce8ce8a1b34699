import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, expectToast, nextLiveRefresh, openPanel } from './admin-session.js';
import {
  ADMIN_PAGE,
  axeViolations,
  launchBrowser,
  type OpenedPage,
  openPage,
  type StorageState,
  screenshotViewport,
} from './harness.js';

// ADR 28: the administrator writes an FAQ entry with its Spanish translation in the entry's form;
// a Spanish visitor sees it live at /es/, the English page keeps the English text, and a page in a
// language the entry lacks shows the English text marked as English.

const VISITOR_TIMEOUT = { timeout: 25_000, interval: 500 };
const run = Math.random().toString(36).slice(2, 8);

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
  const page = await openPage(browser, path, viewport, { clock: true });
  opened.push(page);
  await page.page.locator('#faq .faq-item').first().waitFor({ timeout: 30_000 });
  return page.page;
}

/** Each FAQ question as the visitor reads it, without the "in English" label beside it. */
function questions(page: Page): Promise<string[]> {
  return page.locator('#faq summary').evaluateAll((summaries) =>
    summaries.map((summary) => {
      const copy = summary.cloneNode(true) as HTMLElement;
      for (const label of copy.querySelectorAll('.in-english')) label.remove();
      return (copy.textContent ?? '').trim();
    }),
  );
}

/** The FAQ entry whose summary holds `question`. */
const entry = (page: Page, question: string) =>
  page.locator('#faq .faq-item').filter({ has: page.locator('summary', { hasText: question }) });

describe('translated admin content (ADR 28)', () => {
  it('an FAQ entry written with its Spanish translation reaches /es/ live; / keeps English; /ja/ marks it as English', {
    timeout: 180_000,
  }, async () => {
    const spanishPage = await visitor('/es/', 'mobile');
    const admin = await openPage(browser, '/', 'desktop', { ...ADMIN_PAGE, storageState: session });
    opened.push(admin);
    const panel = await openPanel(admin.page);
    await panel
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('button', { name: 'FAQ Management' })
      .click();

    const question = `Is the translation test ${run} welcome?`;
    const pregunta = `¿Es bienvenida la prueba de traducción ${run}?`;
    await panel.getByRole('button', { name: 'Add FAQ' }).click();
    const form = admin.page.getByRole('dialog', { name: 'Add FAQ' });
    await form.getByLabel(/^Question/).fill(question);
    await form.getByLabel(/^Answer/).fill('Yes, in every language.');
    await form.getByRole('tab', { name: /^Spanish/ }).click();
    await form.getByLabel(/^Question \(Spanish\)/).fill(pregunta);
    // Too short: refused in the Spanish tab, with the language named.
    await form.getByLabel(/^Answer \(Spanish\)/).fill('Sí');
    await form.getByRole('button', { name: 'Add FAQ' }).click();
    await form.getByText('Spanish: Answer must be at least 5 characters', { exact: true }).waitFor();
    await form.getByLabel(/^Answer \(Spanish\)/).fill('Sí, en todos los idiomas.');
    await form.getByRole('button', { name: 'Add FAQ' }).click();
    await expectToast(panel, 'FAQ item created successfully!');

    // The Spanish page's next live refresh brings the Spanish text, with no English label on it.
    await nextLiveRefresh(spanishPage, '/api/locales/es/canonical/faq');
    await expect.poll(() => questions(spanishPage), VISITOR_TIMEOUT).toContain(pregunta);
    const translated = entry(spanishPage, pregunta);
    expect(await translated.locator('.in-english').count()).toBe(0);
    expect(await translated.locator('[lang="en"]').count()).toBe(0);
    await translated.locator('summary').click();
    await translated.getByText('Sí, en todos los idiomas.', { exact: true }).waitFor();
    expect(await spanishPage.getByText(question).count()).toBe(0);
    // The seeded entries have no Spanish yet: English text, marked as such in Spanish.
    const seeded = spanishPage.locator('#faq .faq-item').filter({ has: spanishPage.locator('.in-english') });
    expect(await seeded.count()).toBeGreaterThan(0);
    expect((await seeded.first().locator('.in-english').textContent())?.trim()).toBe('En inglés');
    expect(await seeded.first().locator('summary [lang="en"]').count()).toBe(1);
    expect(await axeViolations(spanishPage, '#faq')).toEqual([]);
    // The entry in view, with the seeded ones above it (a capture of the whole section came out cropped
    // on this page, whose timers run on Playwright's clock).
    await translated.scrollIntoViewIfNeeded();
    await screenshotViewport(spanishPage, 'translated-faq-es-mobile');

    // English stays English, without labels.
    const englishPage = await visitor('/', 'desktop');
    await expect.poll(() => questions(englishPage), VISITOR_TIMEOUT).toContain(question);
    expect(await questions(englishPage)).not.toContain(pregunta);
    expect(await englishPage.locator('#faq .in-english').count()).toBe(0);

    // Japanese has no translation of it: the English text, marked in Japanese.
    const japanesePage = await visitor('/ja/', 'desktop');
    await expect.poll(() => questions(japanesePage), VISITOR_TIMEOUT).toContain(question);
    const untranslated = entry(japanesePage, question);
    expect((await untranslated.locator('.in-english').textContent())?.trim()).toBe('英語原文');
    expect(await untranslated.locator('summary [lang="en"]').count()).toBe(1);
    await untranslated.scrollIntoViewIfNeeded();
    await screenshotViewport(japanesePage, 'translated-faq-ja-desktop');

    // Cleaned up through the panel, as the administrator would.
    await panel.getByRole('button', { name: `Delete "${question}"` }).click();
    const confirm = admin.page.getByRole('alertdialog', { name: 'Delete FAQ item' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(panel, 'FAQ item deleted successfully!');
    await nextLiveRefresh(spanishPage, '/api/locales/es/canonical/faq');
    await expect.poll(() => questions(spanishPage), VISITOR_TIMEOUT).not.toContain(pregunta);
  });
});
