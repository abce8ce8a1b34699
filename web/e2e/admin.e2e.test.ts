import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  adminSession,
  expectToast,
  nextLiveRefresh,
  reopenPanel,
  signInThroughLogin,
} from './admin-session.js';
import {
  ADMIN_PAGE,
  footerHydrated,
  launchBrowser,
  type OpenedPage,
  openPage,
  type StorageState,
  screenshotViewport,
  stack,
} from './harness.js';
import { keptPages } from './kept-pages.js';

// The administrator's round trips against `npm start`'s stack (Auth emulator, gateway, Firestore
// emulator), with a second page open as a visitor that must see each change without a reload.

// The visitor's live store refreshes every 10 s: a change must show within that, plus slack.
const VISITOR_TIMEOUT = { timeout: 25_000, interval: 500 };
const run = Math.random().toString(36).slice(2, 8);

let browser: Browser;
const opened: OpenedPage[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

// Closed as each test ends: an open page keeps refreshing its live content and animating against
// the one-process stack, and pages left open until the file's end slowed every later test.
afterEach(async () => {
  for (const page of opened.splice(0)) await page.close().catch(() => {});
});

afterAll(async () => {
  await browser?.close();
});

async function open(path = '/', viewport: 'desktop' | 'mobile' = 'desktop'): Promise<Page> {
  const page = await openPage(browser, path, viewport, ADMIN_PAGE);
  opened.push(page);
  return page.page;
}

async function signInAsAdmin(page: Page): Promise<Locator> {
  const { email, password } = stack().admin;
  await signInThroughLogin(page, email, password);
  const panel = page.getByRole('dialog', { name: 'Admin Panel' });
  await panel.waitFor();
  return panel;
}

async function section(panel: Locator, name: string) {
  await panel.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name }).click();
}

/** Every title of a visitor carousel, in order (one slide at a time, so walk the dots). */
async function carouselTitles(page: Page, label: string): Promise<string[]> {
  const region = page.getByRole('region', { name: label, exact: true });
  if ((await region.count()) === 0) return [];
  const dots = region.getByRole('button', { name: /^Go to item \d+$/ });
  const count = await dots.count();
  if (count === 0) return region.locator('.carousel-slide .card-title').allTextContents();
  const titles: string[] = [];
  for (let i = 0; i < count; i++) {
    await dots.nth(i).click();
    titles.push(await region.locator('.carousel-slide .card-title').innerText());
  }
  return titles;
}

async function faqQuestions(page: Page): Promise<string[]> {
  // Text content: the FAQ may be far from the viewport, not rendered (ADR 24), its innerText empty.
  return page.locator('#faq summary').allTextContents();
}

async function apiList(collection: string): Promise<{ id: string; title?: string; question?: string }[]> {
  const response = await fetch(`${stack().url}/api/canonical/${collection}`, { cache: 'no-store' });
  return ((await response.json()) as { data: { id: string }[] }).data;
}

describe('admin sign-in', () => {
  it('rejects the ordinary user with the exact message and signs them out', async () => {
    const page = await open();
    const { email, password } = stack().user;
    const login = await signInThroughLogin(page, email, password);
    await expect
      .poll(() => login.getByRole('alert').textContent())
      .toBe('Unauthorized access. Only authorized admin accounts can access this panel.');
    expect(await page.getByRole('dialog', { name: 'Admin Panel' }).count()).toBe(0);
    // Signed out for real: asking for the panel shows the login again.
    await login.getByRole('button', { name: 'Close' }).click();
    await page.evaluate(() => window.dispatchEvent(new Event('openAdminPanel')));
    await page.getByRole('dialog', { name: 'Admin Access' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Admin Panel' }).count()).toBe(0);
  });

  it('shows behaviour §8 messages for a wrong password and an unknown email', async () => {
    const page = await open();
    const login = await signInThroughLogin(page, stack().admin.email, 'not-the-password');
    await expect
      .poll(() => login.getByRole('alert').textContent())
      .toBe('Incorrect password. Please try again.');
    await login.getByLabel('Email Address').fill(`nobody-${run}@example.test`);
    await login.getByLabel('Password', { exact: true }).press('Enter');
    await expect
      .poll(() => login.getByRole('alert').textContent())
      .toBe('No user found with this email address.');
    await screenshotViewport(page, 'admin-login-error-desktop');
  });

  it('opens the login, not the panel, when openAdminPanel fires while signed out', async () => {
    const page = await open();
    // The page listens for the event once it has hydrated, which can end after the load event.
    await footerHydrated(page);
    await page.evaluate(() => window.dispatchEvent(new Event('openAdminPanel')));
    const login = page.getByRole('dialog', { name: 'Admin Access' });
    await login.waitFor();
    expect(await page.getByRole('dialog', { name: 'Admin Panel' }).count()).toBe(0);
    expect(await login.getByRole('button', { name: 'Sign In' }).isDisabled()).toBe(true);
  });

  it('opens the panel from the event once the administrator is signed in, and Escape closes it', async () => {
    const page = await open();
    const panel = await signInAsAdmin(page);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await page.evaluate(() => window.dispatchEvent(new Event('openAdminPanel')));
    await page.getByRole('dialog', { name: 'Admin Panel' }).waitFor();
  });

  it('is operable by keyboard alone, and gives the focus back on close', async () => {
    const page = await open();
    const trigger = page.getByRole('button', { name: 'Admin Access' });
    await footerHydrated(page);
    await trigger.focus();
    await page.keyboard.press('Enter');
    const login = page.getByRole('dialog', { name: 'Admin Access' });
    await login.waitFor();
    // The email field has the focus; Tab reaches the password.
    await page.keyboard.type(stack().admin.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(stack().admin.password);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Admin Panel' });
    await panel.waitFor();
    // Open a form, Escape closes only it, a second Escape closes the panel.
    await section(panel, 'FAQ Management');
    await panel.getByRole('button', { name: 'Add FAQ' }).press('Enter');
    const form = page.getByRole('dialog', { name: 'Add FAQ' });
    await form.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      await form.getByLabel(/^Question/).getAttribute('id'),
    );
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    expect(await panel.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Add FAQ');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Admin Access',
    );
  });
});

describe('API authorisation', () => {
  it('refuses a write without a token and changes nothing', async () => {
    const before = await apiList('faq');
    const response = await fetch(`${stack().url}/api/canonical/faq`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ question: 'Sneaky question?', answer: 'Sneaky answer.' }),
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { success: boolean }).success).toBe(false);
    const target = before[0];
    if (target) {
      const remove = await fetch(`${stack().url}/api/canonical/faq/${target.id}`, { method: 'DELETE' });
      expect(remove.status).toBe(401);
    }
    expect(await apiList('faq')).toEqual(before);
  });
});

// One after the other: the visitor's refresh runs on its clock, so the waits that once made running
// them side by side worth it are gone, and three admin pages with three visitors at once overload
// a small machine (each test owns one collection either way).
describe('admin content management, seen live by a visitor', () => {
  // One sign-in through the login for the three; each panel starts from its session.
  let session: StorageState;
  beforeAll(async () => {
    session = await adminSession(browser);
  });

  // The visitor's page and the administrator's, kept from test to test (kept-pages.ts says why).
  const pages = keptPages((name) =>
    name === 'visitor'
      ? // On Playwright's clock, so `nextLiveRefresh` can run its next refresh now.
        openPage(browser, '/', 'desktop', { clock: true })
      : openPage(browser, '/', 'desktop', { ...ADMIN_PAGE, storageState: session }),
  );
  afterAll(() => pages.closeAll());

  async function openVisitor(): Promise<Page> {
    return (await pages.get('visitor')).page;
  }

  /** The administrator's page with a panel opened for this test. */
  async function openAdmin(): Promise<{ page: Page; panel: Locator }> {
    const { page } = await pages.get('admin');
    return { page, panel: await reopenPanel(page) };
  }

  it('creates, edits and deletes a donation goal', { timeout: 120_000 }, async () => {
    const visitor = await openVisitor();
    const { page, panel } = await openAdmin();
    await section(panel, 'Donation Goals');
    const title = `E2E goal ${run}`;

    await panel.getByRole('button', { name: 'Add Goal' }).click();
    let form = page.getByRole('dialog', { name: 'Add Donation Goal' });
    await form.getByLabel(/^Title/).fill(title);
    await form.getByLabel(/^Description/).fill('Raised by the browser test.');
    await form.getByRole('button', { name: 'Add Goal' }).click();
    await expectToast(panel, 'Donation goal created successfully!');
    await panel.getByRole('heading', { name: title }).waitFor();
    await nextLiveRefresh(visitor, '/api/canonical/donations');
    await expect.poll(() => carouselTitles(visitor, 'Donation Goals'), VISITOR_TIMEOUT).toContain(title);

    await panel.getByRole('button', { name: `Edit "${title}"` }).click();
    form = page.getByRole('dialog', { name: 'Edit Donation Goal' });
    await form.getByLabel(/^Title/).fill(`${title} edited`);
    await form.getByRole('button', { name: 'Update Goal' }).click();
    await expectToast(panel, 'Donation goal updated successfully!');
    await nextLiveRefresh(visitor, '/api/canonical/donations');
    await expect
      .poll(() => carouselTitles(visitor, 'Donation Goals'), VISITOR_TIMEOUT)
      .toContain(`${title} edited`);

    await panel.getByRole('button', { name: `Delete "${title} edited"` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete donation goal' });
    await confirm.getByText(`Are you sure you want to delete "${title} edited"?`, { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(panel, 'Donation goal deleted successfully!');
    await nextLiveRefresh(visitor, '/api/canonical/donations');
    await expect
      .poll(() => carouselTitles(visitor, 'Donation Goals'), VISITOR_TIMEOUT)
      .not.toContain(`${title} edited`);
  });

  it('creates, edits, reorders and deletes a roadmap item', { timeout: 150_000 }, async () => {
    const visitor = await openVisitor();
    const { page, panel } = await openAdmin();
    await section(panel, 'Roadmap');
    await panel.getByRole('tab', { name: /^Planned \(\d+\)$/ }).click();
    const title = `E2E milestone ${run}`;

    await panel.getByRole('button', { name: 'Add Planned Item' }).click();
    let form = page.getByRole('dialog', { name: 'Add Roadmap Item' });
    expect(await form.getByLabel('Status').isDisabled()).toBe(true);
    await form.getByLabel(/^Title/).fill(title);
    await form.getByText(`${title.length}/140`).waitFor();
    await form.getByRole('button', { name: 'Create Item' }).click();
    await expectToast(panel, 'Roadmap item created successfully!');
    const titles = () => panel.getByRole('tabpanel').getByRole('heading', { level: 3 }).allInnerTexts();
    await expect.poll(titles).toContain(title);
    expect((await titles()).at(-1)).toBe(title);
    expect(
      await panel.getByRole('button', { name: `Move "${title}" down` }).getAttribute('aria-disabled'),
    ).toBe('true');
    await nextLiveRefresh(visitor, '/api/canonical/roadmap');
    await expect.poll(() => carouselTitles(visitor, 'Planned'), VISITOR_TIMEOUT).toContain(title);

    await panel.getByRole('button', { name: `Edit "${title}"` }).click();
    form = page.getByRole('dialog', { name: 'Edit Roadmap Item' });
    await form.getByLabel(/^Description/).fill('Changed by the browser test.');
    await form.getByLabel(/^Title/).fill(`${title} edited`);
    await form.getByRole('button', { name: 'Update Item' }).click();
    await expectToast(panel, 'Roadmap item updated successfully!');
    const edited = `${title} edited`;
    await nextLiveRefresh(visitor, '/api/canonical/roadmap');
    await expect.poll(() => carouselTitles(visitor, 'Planned'), VISITOR_TIMEOUT).toContain(edited);

    // Up: it swaps with its neighbour, on the panel and then on the visitor's page.
    const neighbour = (await titles()).at(-2) as string;
    await panel.getByRole('button', { name: `Move "${edited}" up` }).click();
    await expectToast(panel, 'Item moved up!');
    await expect.poll(async () => (await titles()).slice(-2)).toEqual([edited, neighbour]);
    await nextLiveRefresh(visitor, '/api/canonical/roadmap');
    await expect
      .poll(async () => (await carouselTitles(visitor, 'Planned')).slice(-2), VISITOR_TIMEOUT)
      .toEqual([edited, neighbour]);
    await expect
      .poll(() => panel.getByRole('button', { name: `Move "${edited}" down` }).getAttribute('aria-disabled'))
      .toBeNull();
    await panel.getByRole('button', { name: `Move "${edited}" down` }).click();
    await expectToast(panel, 'Item moved down!');
    await expect.poll(async () => (await titles()).slice(-2)).toEqual([neighbour, edited]);

    await panel.getByRole('button', { name: `Delete "${edited}"` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete roadmap item' });
    await confirm
      .getByText(`Are you sure you want to delete "${edited}"? This action cannot be undone.`, {
        exact: true,
      })
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(panel, 'Roadmap item deleted successfully!');
    await nextLiveRefresh(visitor, '/api/canonical/roadmap');
    await expect.poll(() => carouselTitles(visitor, 'Planned'), VISITOR_TIMEOUT).not.toContain(edited);
  });

  it('creates, edits and deletes an FAQ entry', { timeout: 120_000 }, async () => {
    const visitor = await openVisitor();
    const { page, panel } = await openAdmin();
    await section(panel, 'FAQ Management');
    const question = `Is the browser test ${run} welcome?`;

    await panel.getByRole('button', { name: 'Add FAQ' }).click();
    let form = page.getByRole('dialog', { name: 'Add FAQ' });
    await form.getByLabel(/^Question/).fill('Why');
    await form.getByLabel(/^Answer/).fill('Yes.\nAlways.');
    await form.getByRole('button', { name: 'Add FAQ' }).click();
    await form.getByText('Question must be at least 5 characters', { exact: true }).waitFor();
    await form.getByLabel(/^Question/).fill(question);
    await form.getByRole('button', { name: 'Add FAQ' }).click();
    await expectToast(panel, 'FAQ item created successfully!');
    await nextLiveRefresh(visitor, '/api/canonical/faq');
    await expect.poll(() => faqQuestions(visitor), VISITOR_TIMEOUT).toContain(question);

    await panel.getByRole('button', { name: `Edit "${question}"` }).click();
    form = page.getByRole('dialog', { name: 'Edit FAQ' });
    await form.getByLabel(/^Answer/).fill('Yes.\nAlways, and it cleans up after itself.');
    await form.getByRole('button', { name: 'Update FAQ' }).click();
    await expectToast(panel, 'FAQ item updated successfully!');
    await nextLiveRefresh(visitor, '/api/canonical/faq');
    await expect
      .poll(() => visitor.locator('#faq .faq-answer p').allTextContents(), VISITOR_TIMEOUT)
      .toContain('Always, and it cleans up after itself.');

    await panel.getByRole('button', { name: `Delete "${question}"` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete FAQ item' });
    await confirm.getByText(`Are you sure you want to delete "${question}"?`, { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(panel, 'FAQ item deleted successfully!');
    await nextLiveRefresh(visitor, '/api/canonical/faq');
    await expect.poll(() => faqQuestions(visitor), VISITOR_TIMEOUT).not.toContain(question);
  });
});
