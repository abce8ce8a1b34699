import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_HOLDER_BANNER_MS } from '../src/features/new-holder/hooks/use-new-holder.js';
import { PRICE_REFRESH_MS } from '../src/features/price-ticker/hooks/use-pair-price.js';
import { LIVE_REFRESH_MS } from '../src/lib/live.js';
import { adminRequest, seedNewHolder } from './backend.js';
import { launchBrowser, openPage, screenshotPart, screenshotViewport, setDexState } from './harness.js';
import { nextHolderPoll } from './holder-polls.js';

// Each page runs on Playwright's clock (time still flows): after a change, the test moves the
// page's own timer on (the price poll, the live refresh, the holder poll) instead of waiting for it.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await setDexState({ mode: 'live', priceUsd: '0.00002107', change24h: 3.25 });
  await browser?.close();
});

describe('price ticker', () => {
  it('goes LIVE with the fake DEX price, then OFFLINE keeping the price when the service fails', async () => {
    await setDexState({ mode: 'live', priceUsd: '0.0000194', change24h: -3.2 });
    const { page, close } = await openPage(browser, '/', 'mobile', { clock: true });
    try {
      const status = page.getByTestId('ticker-status');
      await page.waitForFunction(
        () => document.querySelector('[data-testid="ticker-status"]')?.textContent === 'LIVE',
      );
      expect(await page.getByTestId('ticker-price').textContent()).toBe('$0.00001940');
      expect(await page.getByTestId('ticker-change').textContent()).toBe('-3.20% 24h');
      expect(await status.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(67, 224, 141)');
      await screenshotViewport(page, 'ticker-live-mobile');

      await setDexState({ mode: 'offline' });
      await page.clock.fastForward(PRICE_REFRESH_MS);
      await page.waitForFunction(
        () => document.querySelector('[data-testid="ticker-status"]')?.textContent === 'OFFLINE',
        undefined,
        { timeout: 15_000 },
      );
      expect(await page.getByTestId('ticker-price').textContent()).toBe('$0.00001940');
      expect(await status.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(169, 168, 194)');
    } finally {
      await close();
    }
  });
});

describe('new holder banner', () => {
  it('shows a holder written to the database once, for 4.5 s', async () => {
    const { page, close } = await openPage(browser, '/', 'desktop', { clock: true });
    try {
      await page.evaluate(() => {
        const w = window as unknown as { holderShows: number };
        w.holderShows = 0;
        const slot = document.querySelector('[data-testid="new-holder-slot"]') as HTMLElement;
        new MutationObserver((records) => {
          for (const r of records) {
            for (const node of r.addedNodes) {
              if ((node as HTMLElement).dataset?.testid === 'new-holder-banner') w.holderShows++;
            }
          }
        }).observe(slot, { childList: true });
      });
      const wallet = `E2eHo1der${Date.now()}Wa11et`;
      await seedNewHolder(wallet);
      const banner = page.getByTestId('new-holder-banner');
      await banner.waitFor({ timeout: 8000 });
      expect(await banner.textContent()).toContain('New Holder Joined!');
      expect(await banner.textContent()).toContain(`${wallet.slice(0, 4)}...${wallet.slice(-4)}`);
      await screenshotViewport(page, 'new-holder-desktop');
      await page.clock.fastForward(NEW_HOLDER_BANNER_MS);
      await banner.waitFor({ state: 'detached', timeout: 6000 });
      // Three more polls, 2 s apart on the page's clock: none shows the holder again.
      for (let poll = 0; poll < 3; poll++) await nextHolderPoll(page);
      expect(await page.evaluate(() => (window as unknown as { holderShows: number }).holderShows)).toBe(1);
    } finally {
      await close();
    }
  });
});

describe('live content', () => {
  it('shows an admin change to donations and roadmap on the open page without a reload', async () => {
    const { page, close } = await openPage(browser, '/', 'desktop', { clock: true });
    const stamp = Date.now();
    const created: string[] = [];
    try {
      await page.getByRole('heading', { name: 'Completed Milestones' }).waitFor();
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      const goalsBefore = await page.locator('#donate .carousel-dots .dot').count();
      const completedText = (await page.locator('.completed-count').textContent()) ?? '';
      const completedBefore = Number(/of (\d+) completed/.exec(completedText)?.[1]);
      const goal = await adminRequest('POST', '/api/canonical/donations', {
        title: `Live goal ${stamp}`,
        description: 'Added while the page was open.',
      });
      expect(goal.status).toBe(201);
      created.push(`/api/canonical/donations/${((await goal.json()) as { data: { id: string } }).data.id}`);
      const item = await adminRequest('POST', '/api/canonical/roadmap', {
        title: `Live milestone ${stamp}`,
        status: 'completed',
      });
      expect(item.status).toBe(201);
      created.push(`/api/canonical/roadmap/${((await item.json()) as { data: { id: string } }).data.id}`);

      const started = Date.now();
      await page.clock.fastForward(LIVE_REFRESH_MS);
      // The new entries come last by order: the goal carousel gains a dot, the completed list an item.
      await page.waitForFunction(
        ([goals, completed]) =>
          document.querySelectorAll('#donate .carousel-dots .dot').length === goals &&
          document.querySelector('.completed-count')?.textContent?.endsWith(`of ${completed} completed`),
        [goalsBefore + 1, completedBefore + 1],
        { timeout: 15_000 },
      );
      expect(Date.now() - started).toBeLessThan(15_000);
      await page.locator('#donate .carousel-dots .dot').last().click();
      await page.getByText(`Live goal ${stamp}`).waitFor();
      await page.locator('.completed-paging .dot').last().click();
      await page.getByText(`Live milestone ${stamp}`).waitFor();
      await screenshotPart(page.locator('#donate'), 'live-change-desktop');
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
    } finally {
      for (const path of created) await adminRequest('DELETE', path);
      await close();
    }
  });
});
