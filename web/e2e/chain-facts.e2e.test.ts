import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../src/config/site.js';
import { axeViolations, launchBrowser, openPage, VIEWPORTS, type ViewportName } from './harness.js';

// Until the facts routes exist on the local stack, the page meets them the way a visitor does when
// the chain cannot be read (no answer); the answered case is served at the HTTP boundary, in the
// routes' own wire format.
const SOL = 1_000_000_000;
const HOLDER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const readAt = () => new Date(Date.now() - 90_000).toISOString();
const tokenAnswer = () => ({
  success: true,
  data: {
    mint: site.token.mintAddress,
    supply: `${site.tokenomics.totalSupply.replace(/,/g, '')}000000`,
    decimals: 6,
    mintAuthority: null,
    freezeAuthority: HOLDER,
    tokenProgram: 'spl-token',
    readAt: readAt(),
  },
});
const walletAnswer = () => ({
  success: true,
  data: { address: site.donationWallet, lamports: 12.5 * SOL, readAt: readAt() },
});

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const card = (page: Page, label: string) => page.locator('#tokenomics .fact', { hasText: label });

async function checkLayout(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axeViolations(page, '#tokenomics')).toEqual([]);
  expect(await axeViolations(page, '#donate')).toEqual([]);
}

describe('facts read from the chain', () => {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    it(`say so when they cannot be read (${viewport})`, async () => {
      const { page, close } = await openPage(browser, '/', viewport);
      try {
        const mint = card(page, 'Mint authority');
        await mint.getByText('Not verified right now: the chain could not be read').waitFor();
        await card(page, 'Liquidity').getByText('Statement, not checked on-chain').waitFor();
        await page.getByText('Balance not available right now: the chain could not be read.').waitFor();
        expect(await page.locator('#tokenomics').getByText('✓ Verified on-chain').count()).toBe(0);
        await checkLayout(page);
      } finally {
        await close();
      }
    });

    it(`show the chain's answer beside each claim, and the wallet balance (${viewport})`, async () => {
      const { page, context, close } = await openPage(browser, 'about:blank', viewport);
      try {
        await context.route('**/api/facts/token', (route) => route.fulfill({ json: tokenAnswer() }));
        await context.route('**/api/facts/donation-wallet', (route) =>
          route.fulfill({ json: walletAnswer() }),
        );
        await page.goto('/', { waitUntil: 'load' });
        const mint = card(page, 'Mint authority');
        await mint.getByText('✓ Verified on-chain').waitFor();
        expect(await mint.textContent()).toContain('read 1 min ago');
        expect(await card(page, 'Total supply').getByText('✓ Verified on-chain').count()).toBe(1);
        const freeze = card(page, 'Freeze authority');
        await freeze.getByText('⚠ The chain disagrees:').waitFor();
        expect(await freeze.textContent()).toContain(`the freeze authority is held by ${HOLDER}`);
        expect(
          await mint.getByRole('link', { name: 'View the mint on the explorer' }).getAttribute('href'),
        ).toBe(`${site.links.explorer}${site.token.mintAddress}`);
        const balance = page.getByTestId('wallet-balance');
        await balance.getByText('12.5 SOL').waitFor();
        expect(await balance.textContent()).toContain('read 1 min ago');
        await checkLayout(page);
      } finally {
        await close();
      }
    });
  }
});
