import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickAdminAccess } from './admin-session.js';
import {
  axeViolations,
  launchBrowser,
  openPage,
  pastTheScreen,
  screenshotViewport,
  stack,
} from './harness.js';
import { keptPages } from './kept-pages.js';

// axe-core over the login and every tab of the panel, at phone and desktop sizes: no serious or
// critical violation, and nothing reaching past the screen. Screenshots land in test-results/screenshots
// for a look by eye.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(['desktop', 'mobile'] as const)('admin accessibility (%s)', (viewport) => {
  // One page at this size with the login open, for both tests (kept-pages.ts says why): the panel's
  // test signs in from the login the first test left with its error shown.
  const kept = keptPages(async () => {
    const opening = await openPage(browser, '/', viewport);
    await clickAdminAccess(opening.page);
    return opening;
  });
  const openLogin = async () => (await kept.get(viewport)).page;

  it('has no serious or critical violation in the login', async () => {
    const page = await openLogin();
    const login = page.getByRole('dialog', { name: 'Admin Access' });
    await login.getByLabel('Email Address').fill('someone@example.test');
    await login.getByLabel('Password', { exact: true }).fill('wrong-password');
    await login.getByRole('button', { name: 'Sign In' }).click();
    await login.getByRole('alert').waitFor();
    expect(await axeViolations(page, 'dialog.adm-modal')).toEqual([]);
    await screenshotViewport(page, `admin-login-${viewport}`);
  });

  it('has no serious or critical violation in any tab of the panel', async () => {
    const page = await openLogin();
    const login = page.getByRole('dialog', { name: 'Admin Access' });
    await login.getByLabel('Email Address').fill(stack().admin.email);
    await login.getByLabel('Password', { exact: true }).fill(stack().admin.password);
    await login.getByRole('button', { name: 'Sign In' }).click();
    const panel = page.getByRole('dialog', { name: 'Admin Panel' });
    await panel.waitFor();

    for (const tab of [
      'Dashboard',
      'Donation Goals',
      'Roadmap',
      'FAQ Management',
      'Announcements',
      'Chart Links',
      'Privacy Policy',
      'Ledger',
      'Bin',
    ]) {
      await panel
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('button', { name: tab })
        .click();
      await panel.getByRole('heading', { level: 2, name: tab }).waitFor();
      // Wait for the lists (and the dashboard counts, "…" until they arrive) to load before scanning.
      // Only a lone "…": shortened addresses (the outflows to explain) have one inside.
      await expect.poll(() => panel.getByText(/^(Loading|…$)/).count(), { timeout: 30_000 }).toBe(0);
      expect(await axeViolations(page, 'dialog.adm-panel'), tab).toEqual([]);
      expect(await pastTheScreen(panel), tab).toEqual([]);
      await screenshotViewport(page, `admin-panel-${tab.replace(/\s+/g, '-').toLowerCase()}-${viewport}`);
    }

    // The roadmap form, with its counters and status selector.
    await panel
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('button', { name: 'Roadmap' })
      .click();
    await panel
      .getByRole('button', { name: /^Edit "/ })
      .first()
      .click();
    const form = page.getByRole('dialog', { name: 'Edit Roadmap Item' });
    await form.waitFor();
    expect(await axeViolations(page, 'dialog.adm-modal:not(.adm-panel)'), 'roadmap form').toEqual([]);
    await screenshotViewport(page, `admin-roadmap-form-${viewport}`);
  });
});
