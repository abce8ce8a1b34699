import type { HolderDistribution, HolderGrowthPoint } from '@contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site as first } from '../src/config/site.js';
import { belowFoldSite } from '../src/config/site-below-fold.js';
import {
  axeViolations,
  expectNoPageErrors,
  launchBrowser,
  openPage,
  screenshotPart,
  screenshotViewport,
  stack,
  VIEWPORTS,
  type ViewportName,
} from './harness.js';

// The page against the local stack: the reconciler (every 2 s here) reads the local chain, which
// holds the demo holders, the configured liquidity pool (250,000,000) and burn address (50,000,000)
// under stand-in addresses, and a supply of 1,000,000,000 (scripts/local/holder-feed.ts).

const site = { ...first, ...belowFoldSite };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function api<T>(path: string): Promise<T> {
  return ((await (await fetch(`${stack().apiUrl}${path}`)).json()) as { data: T }).data;
}

/** The figures the API serves, once the local reconciliation has measured them. */
async function measured(): Promise<{ distribution: HolderDistribution; points: HolderGrowthPoint[] }> {
  let distribution: HolderDistribution | null = null;
  await expect
    .poll(
      async () => {
        distribution = await api<HolderDistribution | null>('/api/holders/distribution');
        return distribution?.holders ?? 0;
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBeGreaterThan(0);
  const { points } = await api<{ points: HolderGrowthPoint[] }>('/api/holders/growth');
  return { distribution: distribution as unknown as HolderDistribution, points };
}

async function checkLayout(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axeViolations(page, '#official')).toEqual([]);
  expect(await axeViolations(page, '#tokenomics')).toEqual([]);
}

/**
 * The verdict for `value`. Retried until one shows: a click that lands before the section has
 * hydrated submits the prerendered form natively, which only reloads the page. Filling the field
 * clears the last value's verdict, so a click that did not submit (the section moving under it)
 * reads nothing and is tried again, never the verdict of the value checked before.
 */
async function check(page: Page, value: string): Promise<string> {
  let verdict = '';
  const shown = page.getByTestId('link-verdict');
  await expect
    .poll(
      async () => {
        await page.getByLabel('Link, handle or address').fill(value);
        expect(await shown.textContent()).toBe('');
        await page.getByRole('button', { name: 'Check', exact: true }).click();
        verdict = (await shown.textContent()) ?? '';
        return verdict;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return verdict;
}

describe('official links and holder figures', () => {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    it(`open at /official, answer the checker, and show the local chain's holders (${viewport})`, async () => {
      const { distribution, points } = await measured();
      const { page, close, errors } = await openPage(browser, '/official', viewport);
      try {
        const heading = page.getByRole('heading', { name: 'Official links', level: 2 });
        await heading.waitFor();
        // The route serves the page and scrolls to the section (behaviour §2.1's section routes).
        await expect
          .poll(async () => {
            const box = await heading.boundingBox();
            return box !== null && box.y >= 0 && box.y < VIEWPORTS[viewport].height;
          })
          .toBe(true);
        const official = page.locator('#official');
        expect(await official.textContent()).toContain(stack().tokenMint);
        expect(await official.textContent()).toContain('It cannot be changed from the admin panel');
        await official.getByRole('button', { name: `Copy the ${site.token.ticker} mint address` }).waitFor();

        const account = site.official.accounts[0];
        if (!account) throw new Error('the configuration lists no official account');
        const loose = account.url.replace('https://', 'http://www.').toUpperCase();
        expect(await check(page, `${loose}/`)).toMatch(/^✓ On the official list/);
        expect(await check(page, account.url.replace(/e/g, 'е'))).toMatch(/^✗ Not ours\. It looks like/);
        expect(await check(page, 'https://unknown.invalid/airdrop')).toMatch(/^✗ Not on the official list/);
        expect(await check(page, stack().tokenMint)).toMatch(/^✓ On the official list: this is “/);

        await screenshotPart(official, `official-section-${viewport}`);

        // The holder figures, as the reconciler measured them on the local chain.
        const dist = page.getByTestId('holder-distribution');
        await dist.scrollIntoViewIfNeeded();
        await dist.getByText('Measured on-chain').waitFor({ timeout: 15_000 });
        const text = await dist.textContent();
        const pct = (share: number) =>
          `${(share * 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
        expect(text).toContain(`The 10 largest holders own ${pct(distribution.top10.share)} of the supply`);
        expect(await dist.getByRole('link', { name: 'Liquidity pool' }).count()).toBe(1);
        expect(await dist.getByRole('link', { name: 'Burn address' }).count()).toBe(1);
        const last = points[points.length - 1];
        if (!last) throw new Error('no daily point');
        const growth = page.getByTestId('holder-growth-text');
        expect(await growth.textContent()).toContain(`${last.count.toLocaleString('en-US')}`);
        // The page writes a day one way per locale (docs/languages.md, "Dates"): en-GB's "2 Dec 2026".
        const shownDay = new Date(`${last.day}T00:00:00Z`).toLocaleDateString('en-GB', {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        });
        expect(await growth.textContent()).toContain(shownDay);
        expect(await page.getByRole('img', { name: /^Holder count over the last 90 days/ }).count()).toBe(1);
        const burned = page.getByTestId('burned');
        await burned.getByText('Burn addresses hold 50,000,000.').waitFor({ timeout: 15_000 });
        expect(await burned.textContent()).toContain(`Burned50,000,000 ${site.token.ticker} (5%)`);
        expect(await page.getByTestId('chain-supply').textContent()).toContain(
          `1,000,000,000 ${site.token.ticker}`,
        );

        await checkLayout(page);
        await screenshotPart(page.locator('#tokenomics'), `tokenomics-${viewport}`);
        await screenshotViewport(page, `official-route-${viewport}`);
        expectNoPageErrors(errors);
      } finally {
        await close();
      }
    });
  }
});
