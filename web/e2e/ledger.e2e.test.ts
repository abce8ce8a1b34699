import type { DonationLedger } from '@contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequest } from './backend.js';
import { axeViolations, launchBrowser, openPage, stack, VIEWPORTS, type ViewportName } from './harness.js';

// "Where donations went" and the completed roadmap dates against the local stack: its chain holds a
// seeded donation history (fourteen early gifts, then gifts, three outflows, a failed, a fee-only and a
// wrapped-SOL transaction: 23 transfers listed), imported every 2 s here. One outflow gets a note
// through the administrator's route; the others stay "not yet explained".
const run = Math.random().toString(36).slice(2, 8);
const NOTE = `Paid the banner artist (${run})`;
const LINK = 'https://example.test/invoice/banner';
const MILESTONE = `Ledger shipped ${run}`;

let browser: Browser;
let milestoneId: string;

/** The public ledger once the local import has read the whole seeded history. */
async function importedLedger(): Promise<DonationLedger> {
  let ledger: DonationLedger | undefined;
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${stack().apiUrl}/api/ledger/donation-wallet`);
        ledger = ((await answer.json()) as { data?: DonationLedger }).data;
        return ledger?.syncedAt ? ledger.transactions.length : 0;
      },
      { timeout: 60_000, interval: 1000 },
    )
    .toBe(20);
  return ledger as DonationLedger;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const ledger = await importedLedger();
  const solOut = ledger.transactions.find(
    (t) => t.direction === 'out' && t.movements.some((m) => m.asset === 'SOL'),
  );
  const saved = await adminRequest('PUT', `/api/admin/ledger/notes/${solOut?.signature}`, {
    note: NOTE,
    link: LINK,
  });
  expect(saved.status).toBe(200);
  const created = await adminRequest('POST', '/api/canonical/roadmap', {
    title: MILESTONE,
    status: 'completed',
  });
  milestoneId = ((await created.json()) as { data: { id: string } }).data.id;
}, 120_000);

afterAll(async () => {
  if (milestoneId) await adminRequest('DELETE', `/api/canonical/roadmap/${milestoneId}`);
  await browser?.close();
});

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Pages through the completed milestones until `title` shows. */
async function findCompleted(roadmap: Locator, title: string): Promise<Locator> {
  const card = roadmap.locator('.roadmap-card', { hasText: title });
  const dots = roadmap.getByRole('button', { name: /^Page \d+ of \d+$/ });
  const pages = Math.max(1, await dots.count());
  for (let i = 0; i < pages && !(await card.isVisible()); i += 1) {
    await dots.nth(i).click();
  }
  await card.waitFor();
  return card;
}

const today = () =>
  new Date().toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

describe('the donation wallet’s ledger on the page', () => {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    it(`shows totals, notes, "not yet explained", older pages and the age of the data (${viewport})`, async () => {
      const { page, errors, close } = await openPage(browser, '/', viewport);
      try {
        const part = page.locator('#donation-ledger');
        await part.waitFor({ state: 'attached', timeout: 60_000 });
        await part.scrollIntoViewIfNeeded();
        await part.getByText(/^Read from the chain, brought up to date/).waitFor({ timeout: 30_000 });

        const note = part.locator('.ledger-note', { hasText: NOTE });
        await note.waitFor();
        expect(await note.getByRole('link', { name: 'Proof ↗' }).getAttribute('href')).toBe(LINK);
        // The token and the stablecoin outflows have no note: each says so, with how long it has waited.
        const waiting = part.locator('.ledger-unexplained');
        expect(await waiting.count()).toBe(2);
        expect(await waiting.first().textContent()).toMatch(/^Not yet explained · sent \d+ days ago$/);
        expect(await part.locator('.ledger-month').count()).toBeGreaterThan(1);
        expect(await part.locator('.ledger-month-row').first().textContent()).toMatch(/^SOLin [\d.]+ · out/);

        const rows = part.locator('.ledger-transaction');
        expect(await rows.count()).toBe(20);
        await part.screenshot({ path: `test-results/screenshots/ledger-${viewport}.png` });
        await part.getByRole('button', { name: 'Show older transactions' }).click();
        await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(23);
        expect(await part.getByRole('button', { name: 'Show older transactions' }).count()).toBe(0);
        expect(await rows.last().textContent()).toContain('+0.05 SOL');

        await noSidewaysScroll(page);
        expect(await axeViolations(page, '#donate')).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    it(`shows when a completed roadmap item was completed (${viewport})`, async () => {
      const { page, close } = await openPage(browser, '/', viewport);
      try {
        const roadmap = page.locator('#roadmap');
        await roadmap.waitFor({ state: 'attached', timeout: 60_000 });
        await roadmap.scrollIntoViewIfNeeded();
        const card = await findCompleted(roadmap, MILESTONE);
        expect(await card.locator('.roadmap-completed-at').textContent()).toBe(`Completed on ${today()}`);
        await roadmap.screenshot({ path: `test-results/screenshots/roadmap-completed-${viewport}.png` });
        await noSidewaysScroll(page);
      } finally {
        await close();
      }
    });
  }
});
