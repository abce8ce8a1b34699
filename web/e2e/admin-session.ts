import type { Browser, Locator, Page } from 'playwright-core';
import { LIVE_REFRESH_MS } from '../src/lib/live.js';
import { ADMIN_PAGE, footerHydrated, openPage, type StorageState, stack } from './harness.js';

/**
 * Waits until the footer stays put. On the dev server the sections under the hero arrive after the
 * page's load event (their own chunk), then their content: each pushes the footer down by up to
 * thousands of pixels. A click aimed at the footer meanwhile finds its target "not stable", or
 * scrolls to it and then lands on a section that took its place.
 */
export async function footerSettled(page: Page): Promise<void> {
  await page.locator('#faq').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForFunction(
    (quietMs) => {
      const footer = document.querySelector('footer');
      if (!footer) return false;
      const top = Math.round(footer.getBoundingClientRect().top + window.scrollY);
      const seen = window as unknown as { footerTop?: { top: number; since: number } };
      if (seen.footerTop?.top !== top) seen.footerTop = { top, since: performance.now() };
      return performance.now() - seen.footerTop.since >= quietMs;
    },
    1000,
    { polling: 100, timeout: 60_000 },
  );
}

/**
 * Clicks the footer's "Admin Access" once the footer has hydrated and settled. The admin tree answers with a
 * dialog (the session check, the login or the panel) from its lazy chunk, which can take long on a
 * loaded machine: click again only if no dialog came, i.e. a reload by Vite (it optimises a
 * dependency on the first lazy load) lost the click. Clicking while a dialog covers the page
 * would only time out.
 */
async function clickFooterAdminAccess(page: Page): Promise<void> {
  const anyDialog = page.getByRole('dialog');
  for (let attempt = 1; ; attempt++) {
    await footerHydrated(page);
    await footerSettled(page);
    await page.getByRole('button', { name: 'Admin Access' }).click();
    try {
      await anyDialog.first().waitFor({ timeout: 15_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.waitForLoadState('load');
    }
  }
}

/** The footer's "Admin Access", then the login with its fields. */
export async function clickAdminAccess(page: Page): Promise<Locator> {
  await clickFooterAdminAccess(page);
  const login = page.getByRole('dialog', { name: 'Admin Access' });
  await login.getByLabel('Email Address').waitFor({ timeout: 60_000 });
  return login;
}

/** The footer's fingerprint button, then the login's fields; Enter submits. */
export async function signInThroughLogin(page: Page, email: string, password: string): Promise<Locator> {
  const login = await clickAdminAccess(page);
  await login.getByLabel('Email Address').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByLabel('Password', { exact: true }).press('Enter');
  return login;
}

/**
 * Signs the administrator in once, through the login as a person would, and returns the session
 * as storage (Firebase keeps it in IndexedDB): pages opened with it start signed in, so each test
 * does not pay for the login again.
 */
export async function adminSession(browser: Browser): Promise<StorageState> {
  const opened = await openPage(browser, '/', 'desktop', ADMIN_PAGE);
  try {
    const { email, password } = stack().admin;
    await signInThroughLogin(opened.page, email, password);
    await opened.page.getByRole('dialog', { name: 'Admin Panel' }).waitFor();
    return await opened.context.storageState({ indexedDB: true });
  } finally {
    await opened.close();
  }
}

/**
 * Opens the panel of a page that starts with `adminSession`'s storage: the footer's "Admin
 * Access" shows the panel for a signed-in administrator (after a short session check).
 */
export async function openPanel(page: Page): Promise<Locator> {
  await clickFooterAdminAccess(page);
  const panel = page.getByRole('dialog', { name: 'Admin Panel' });
  await panel.waitFor({ timeout: 60_000 });
  return panel;
}

/**
 * Opens the panel afresh on an administrator's page kept from an earlier test (`keptPages`): the
 * panel still open is closed first, with Escape as a person would, so the new one mounts again and
 * reads every list anew (an entry a test has just written through the API among them).
 */
export async function reopenPanel(page: Page): Promise<Locator> {
  const open = page.getByRole('dialog', { name: 'Admin Panel' });
  if ((await open.count()) > 0) {
    await page.keyboard.press('Escape');
    await open.waitFor({ state: 'detached' });
  }
  return openPanel(page);
}

/**
 * Moves a visitor page (opened with `clock: true`) on by one refresh period of its live content,
 * so its next refresh runs now instead of up to 10 s later, and waits for the answer from `path`
 * (e.g. /api/canonical/faq) to a request sent from now on, so the caller reads the page after a
 * refresh that started after the change was stored. A refresh already under way may carry the list
 * from before the change, and on a loaded machine its answer can arrive after the fast-forward:
 * waiting for any answer from `path` took that one and left the caller reading the old list.
 */
export async function nextLiveRefresh(visitor: Page, path: string): Promise<void> {
  const sent = visitor.waitForRequest((request) => new URL(request.url()).pathname === path, {
    timeout: 20_000,
  });
  await visitor.clock.fastForward(LIVE_REFRESH_MS);
  const request = await sent.catch(() => undefined);
  await request?.response().catch(() => undefined);
}

/**
 * Waits for the panel's toast saying `text`, then dismisses it as a person would. Toasts sit at the
 * bottom right, over the lists' buttons, for 5 s (errors 10 s): a click on a button under one
 * waited for it to leave by itself. A toast under an open form is out of reach and covers nothing
 * the form needs; one already gone by itself needs no dismissing.
 */
export async function expectToast(panel: Locator, text: string): Promise<void> {
  await panel.getByRole('log').getByText(text, { exact: true }).last().waitFor();
  const dismiss = panel.getByRole('button', { name: `Dismiss: ${text}`, exact: true }).last();
  const reachable = await dismiss
    .evaluate(
      (button) => {
        const box = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      },
      undefined,
      { timeout: 2000 },
    )
    .catch(() => false);
  if (!reachable) return;
  await dismiss.click({ timeout: 5000 }).catch(async (error: unknown) => {
    if ((await dismiss.count()) > 0) throw error;
  });
}
