import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, expectToast, nextLiveRefresh, reopenPanel } from './admin-session.js';
import { adminRequest } from './backend.js';
import {
  ADMIN_PAGE,
  footerHydrated,
  launchBrowser,
  openPage,
  type StorageState,
  screenshotViewport,
  stack,
  type ViewportName,
} from './harness.js';
import { keptPages } from './kept-pages.js';

// The panel's chart links, privacy policy, bin and history, at both sizes, against `npm start`'s
// stack, with a visitor's page open beside it that must see each change without a reload.

const VISITOR_TIMEOUT = { timeout: 25_000, interval: 500 };
const run = Math.random().toString(36).slice(2, 8);

let browser: Browser;
let session: StorageState;

beforeAll(async () => {
  browser = await launchBrowser();
  // One sign-in through the login for the file; every test's panel starts from its session.
  session = await adminSession(browser);
});

afterAll(async () => {
  await browser?.close();
});

// One visitor's page and one administrator's page per size, kept from test to test (kept-pages.ts
// says why); closed after the last test at that size.
const pages = keptPages((name) => {
  const [role, viewport] = name.split(' ') as ['visitor' | 'admin', ViewportName];
  // A visitor's clock is Playwright's, so `nextLiveRefresh` can run its next refresh now.
  const options = role === 'visitor' ? { clock: true } : { ...ADMIN_PAGE, storageState: session };
  return openPage(browser, '/', viewport, options);
});

async function openVisitor(viewport: ViewportName): Promise<Page> {
  return (await pages.get(`visitor ${viewport}`)).page;
}

/** The administrator's page, signed in from the file's session, with a panel opened for this test. */
async function openAdmin(viewport: ViewportName): Promise<{ page: Page; panel: Locator }> {
  const { page } = await pages.get(`admin ${viewport}`);
  return { page, panel: await reopenPanel(page) };
}

async function section(panel: Locator, name: string) {
  await panel.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name }).click();
}

interface Listed {
  id: string;
  title?: string;
  question?: string;
  name?: string;
  embedUrl?: string;
}

async function apiList(path: string): Promise<Listed[]> {
  const response = await fetch(`${stack().url}${path}`, { cache: 'no-store' });
  return ((await response.json()) as { data: { id: string }[] }).data;
}

// Text content, not rendered text: the visitor's page is not scrolled there, and a section far from
// the viewport is not rendered (content-visibility, ADR 24), so its innerText is empty.
const chartTabs = (visitor: Page) => visitor.locator('#chart .chart-tabs button').allTextContents();
const faqQuestions = (visitor: Page) => visitor.locator('#faq summary').allTextContents();

describe.each(['mobile', 'desktop'] as const)('admin history and bin at %s width', (viewport) => {
  afterAll(() => pages.closeAll());

  it('edits a chart link, and the open public page changes its chart tab', { timeout: 240_000 }, async () => {
    const visitor = await openVisitor(viewport);
    const { page, panel } = await openAdmin(viewport);
    await section(panel, 'Chart Links');
    const [link] = await apiList('/api/firebase/chart-links');
    const original = link?.name as string;
    await expect.poll(() => chartTabs(visitor), VISITOR_TIMEOUT).toContain(original);
    const renamed = `Chart ${run} ${viewport}`;

    await panel.getByRole('button', { name: `Edit "${original}"` }).click();
    const form = page.getByRole('dialog', { name: 'Edit Chart Link' });
    await form.getByLabel(/^Embed URL/).fill('http://evil.example/frame');
    await form.getByRole('button', { name: 'Update Chart Link' }).click();
    await form.getByText(/^URL must be https on one of: /).waitFor();
    await form.getByLabel(/^Embed URL/).fill(link?.embedUrl ?? '');
    await form.getByLabel(/^Name/).fill(renamed);
    await screenshotViewport(page, `admin-chart-link-form-${viewport}`);
    await form.getByRole('button', { name: 'Update Chart Link' }).click();
    await expectToast(panel, 'Chart link updated successfully!');
    await panel.getByRole('heading', { name: renamed }).waitFor();
    await screenshotViewport(page, `admin-chart-links-${viewport}`);
    await nextLiveRefresh(visitor, '/api/firebase/chart-links');
    await expect.poll(() => chartTabs(visitor), VISITOR_TIMEOUT).toContain(renamed);

    // Back as it was, so the other tests see the seeded chart.
    await panel.getByRole('button', { name: `Edit "${renamed}"` }).click();
    await page.getByRole('dialog', { name: 'Edit Chart Link' }).getByLabel(/^Name/).fill(original);
    await page
      .getByRole('dialog', { name: 'Edit Chart Link' })
      .getByRole('button', { name: 'Update Chart Link' })
      .click();
    // Stored once the panel lists it again: only then can the visitor's next refresh see it.
    await panel.getByRole('heading', { name: original, exact: true }).waitFor();
    await nextLiveRefresh(visitor, '/api/firebase/chart-links');
    await expect.poll(() => chartTabs(visitor), VISITOR_TIMEOUT).toContain(original);
  });

  it('edits the privacy policy, and the dialog shows the new text', { timeout: 240_000 }, async () => {
    const visitor = await openVisitor(viewport);
    const { page, panel } = await openAdmin(viewport);
    await section(panel, 'Privacy Policy');
    await panel.getByText(/^The site shows /).waitFor();
    const notice = panel.getByLabel(/^Notice/);
    const original = await notice.inputValue();
    const changed = `Notice changed by the browser test ${run} at ${viewport} width.`;
    await notice.fill(changed);
    await panel.getByRole('button', { name: 'Preview' }).click();
    const preview = panel.getByRole('region', { name: 'Preview of the privacy dialog' });
    await preview.getByText(changed, { exact: true }).waitFor();
    await screenshotViewport(page, `admin-privacy-preview-${viewport}`);
    await panel.getByRole('button', { name: 'Save Policy' }).click();
    await expectToast(panel, 'Privacy policy updated successfully!');
    await screenshotViewport(page, `admin-privacy-${viewport}`);

    const opener = visitor.locator('footer').getByRole('button', { name: 'Privacy Policy / Legal Notice' });
    await footerHydrated(visitor);
    await opener.click();
    const dialog = visitor.locator('dialog.legal[open]');
    // The dialog reads the policy when it opens, then every 10 s while it is open.
    await dialog.getByText(changed, { exact: true }).waitFor({ timeout: 90_000 });
    await screenshotViewport(visitor, `privacy-dialog-after-edit-${viewport}`);
    // Closed again, so the kept page is as a visitor leaves it for the next test.
    await visitor.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Saving remounts the form on what is stored: back to the fields.
    await panel.getByLabel(/^Notice/).fill(original);
    await panel.getByRole('button', { name: 'Save Policy' }).click();
    await expectToast(panel, 'Privacy policy updated successfully!');
  });

  it('deletes an FAQ entry, restores it from the bin, and the public page shows it again', {
    timeout: 150_000,
  }, async () => {
    const question = `Can the browser test ${run} (${viewport}) come back?`;
    const created = await adminRequest('POST', '/api/canonical/faq', {
      question,
      answer: 'Yes, from the bin.',
    });
    expect(created.status).toBe(201);
    const visitor = await openVisitor(viewport);
    const { page, panel } = await openAdmin(viewport);
    // The visitor's page may have been open since before the entry was written.
    await nextLiveRefresh(visitor, '/api/canonical/faq');
    await expect.poll(() => faqQuestions(visitor), VISITOR_TIMEOUT).toContain(question);

    await section(panel, 'FAQ Management');
    await panel.getByRole('button', { name: `Delete "${question}"` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete FAQ item' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(panel, 'FAQ item deleted successfully!');
    await nextLiveRefresh(visitor, '/api/canonical/faq');
    await expect.poll(() => faqQuestions(visitor), VISITOR_TIMEOUT).not.toContain(question);

    await section(panel, 'Bin');
    await panel.getByRole('heading', { name: question }).waitFor();
    await screenshotViewport(page, `admin-bin-${viewport}`);
    await panel.getByRole('button', { name: `Restore "${question}"` }).click();
    await expectToast(panel, `Restored "${question}"`);
    await nextLiveRefresh(visitor, '/api/canonical/faq');
    await expect.poll(() => faqQuestions(visitor), VISITOR_TIMEOUT).toContain(question);
    const restored = (await apiList('/api/canonical/faq')).find((e) => e.question === question);
    expect(restored?.id).toBe(((await created.json()) as { data: { id: string } }).data.id);

    await section(panel, 'Dashboard');
    const recent = panel.getByRole('region', { name: 'Recent changes' });
    await recent.getByText(`FAQ item “${question}”: restored from the bin`).waitFor();
    await screenshotViewport(page, `admin-dashboard-${viewport}`);
    await adminRequest('DELETE', `/api/canonical/faq/${restored?.id}`);
  });

  it('reverts an edited roadmap item to its first version', { timeout: 240_000 }, async () => {
    const title = `Revert me ${run} ${viewport}`;
    const created = await adminRequest('POST', '/api/canonical/roadmap', { title, status: 'planned' });
    const id = ((await created.json()) as { data: { id: string } }).data.id;
    const { page, panel } = await openAdmin(viewport);
    await section(panel, 'Roadmap');
    await panel.getByRole('tab', { name: /^Planned \(\d+\)$/ }).click();

    await panel.getByRole('button', { name: `Edit "${title}"` }).click();
    const form = page.getByRole('dialog', { name: 'Edit Roadmap Item' });
    await form.getByLabel(/^Title/).fill(`${title} (edited by mistake)`);
    await form.getByRole('button', { name: 'Update Item' }).click();
    await expectToast(panel, 'Roadmap item updated successfully!');

    await panel.getByRole('button', { name: `History of "${title} (edited by mistake)"` }).click();
    const history = page.getByRole('dialog', { name: `History of "${title} (edited by mistake)"` });
    const versions = history.getByRole('list', { name: 'Versions, newest first' });
    await versions.getByText('Edited', { exact: true }).waitFor();
    await screenshotViewport(page, `admin-history-${viewport}`);
    await versions.getByRole('button', { name: 'Revert to this version' }).click();
    await expectToast(panel, 'Reverted to the chosen version');
    await versions.getByText('Reverted', { exact: true }).waitFor();
    await history.getByRole('button', { name: 'Close', exact: true }).last().click();
    await panel.getByRole('heading', { name: title, exact: true }).waitFor();
    const stored = (await apiList('/api/canonical/roadmap')).find((e) => e.id === id);
    expect(stored?.title).toBe(title);
    await adminRequest('DELETE', `/api/canonical/roadmap/${id}`);
  });

  it('stores one entry when Save is pressed again after a dropped answer', { timeout: 240_000 }, async () => {
    const { page, panel } = await openAdmin(viewport);
    await section(panel, 'FAQ Management');
    const question = `Saved twice by ${run} at ${viewport}?`;
    let dropped = 0;
    // The first POST reaches the server and is stored; its answer never reaches the page.
    await page.route('**/api/canonical/faq', async (route) => {
      if (route.request().method() !== 'POST' || dropped > 0) return route.continue();
      dropped += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await panel.getByRole('button', { name: 'Add FAQ' }).click();
    const form = page.getByRole('dialog', { name: 'Add FAQ' });
    await form.getByLabel(/^Question/).fill(question);
    await form.getByLabel(/^Answer/).fill('Once, whatever the network did.');
    await form.getByRole('button', { name: 'Add FAQ' }).click();
    await expectToast(panel, 'Operation failed');
    expect(dropped).toBe(1);
    expect((await apiList('/api/canonical/faq')).filter((e) => e.question === question)).toHaveLength(1);
    await form.getByRole('button', { name: 'Add FAQ' }).click();
    await expectToast(panel, 'FAQ item created successfully!');
    const stored = (await apiList('/api/canonical/faq')).filter((e) => e.question === question);
    expect(stored).toHaveLength(1);
    await page.unroute('**/api/canonical/faq');
    await adminRequest('DELETE', `/api/canonical/faq/${stored[0]?.id}`);
  });
});
