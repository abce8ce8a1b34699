import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../src/config/site.js';
import { axeViolations, launchBrowser, openPage, stack, VIEWPORTS, type ViewportName } from './harness.js';
import { setLocalChain } from './local-chain.js';

// The page against the local stack: the facts routes answer what the local watches read from the local
// Solana RPC (ADR 11), which starts with the mint (supply 1,000,000,000 at 6 decimals, both authorities
// revoked) and 12.5 SOL on the donation wallet; the page is served with those two addresses
// (scripts/local/local-site-config.ts).
const HOLDER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const SEEDED_MINT = { supply: '1000000000000000', decimals: 6, mintAuthority: null, freezeAuthority: null };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
/**
 * Waits until the token route answers these safety facts: a change is answered once the local watch
 * (every second here, no second provider) has believed it; until then, the last believed ones (ADR 35).
 */
async function believed(facts: { freezeAuthority: string | null }): Promise<void> {
  await expect
    .poll(
      async () => {
        const answer = (await (await fetch(`${stack().apiUrl}/api/facts/token`)).json()) as {
          data?: { freezeAuthority: string | null };
        };
        return answer.data?.freezeAuthority;
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe(facts.freezeAuthority);
}

/** The wallet's balance as the route answers it (what the wallet-control watch stored). */
async function walletFacts(): Promise<{ lamports: number; oneProvider?: true }> {
  const answer = (await (await fetch(`${stack().apiUrl}/api/facts/donation-wallet`)).json()) as {
    data: { lamports: number; oneProvider?: true };
  };
  return answer.data;
}

// Back to the chain the stack started with, believed again: the other files share it.
afterEach(async () => {
  await setLocalChain({
    outage: 'none',
    witness: 'same',
    mints: [{ address: stack().tokenMint, ...SEEDED_MINT }],
  });
  await believed(SEEDED_MINT);
});

/** The holder count as the API gives it, once the local reconciliation has counted (every 2 s here). */
async function countedHolders(): Promise<number> {
  let count: number | undefined;
  await expect
    .poll(
      async () => {
        const answer = (await (await fetch(`${stack().apiUrl}/api/holders/count`)).json()) as {
          data: { count: number } | null;
        };
        count = answer.data?.count;
        return count;
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBeGreaterThan(0);
  return count as number;
}

const card = (page: Page, label: string) => page.locator('#tokenomics .fact', { hasText: label });

async function checkLayout(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axeViolations(page, '#tokenomics')).toEqual([]);
  expect(await axeViolations(page, '#donate')).toEqual([]);
}

describe('facts read from the chain', () => {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    it(`show what the local chain says beside each claim, and the wallet balance (${viewport})`, async () => {
      const { tokenMint, donationWallet } = stack();
      const holders = await countedHolders();
      const { page, close } = await openPage(browser, '/', viewport);
      try {
        for (const label of ['Total supply', 'Mint authority', 'Freeze authority']) {
          const fact = card(page, label);
          await fact.getByText('✓ Verified on-chain').waitFor();
          expect(await fact.textContent()).toContain('read just now');
        }
        await card(page, 'Liquidity').getByText('Statement, not checked on-chain').waitFor();
        expect(
          await card(page, 'Mint authority')
            .getByRole('link', { name: 'View the mint on the explorer' })
            .getAttribute('href'),
        ).toBe(`${site.links.explorer}${tokenMint}`);
        expect(await page.locator('#contract').textContent()).toContain(tokenMint);
        const balance = page.getByTestId('wallet-balance');
        await balance.getByText('12.5 SOL').waitFor();
        expect(await balance.textContent()).toContain('read just now');
        expect(await page.getByTestId('donation-wallet').textContent()).toBe(donationWallet);
        const holdersFact = page.getByTestId('holders-fact');
        await holdersFact.getByText('Counted on-chain').waitFor();
        expect(await holdersFact.textContent()).toContain(`Holders${holders.toLocaleString('en-US')}`);
        await checkLayout(page);
      } finally {
        await close();
      }
    });
  }

  it('warn when the chain disagrees with a claim (mobile)', async () => {
    await setLocalChain({ mints: [{ address: stack().tokenMint, ...SEEDED_MINT, freezeAuthority: HOLDER }] });
    await believed({ freezeAuthority: HOLDER });
    const { page, close } = await openPage(browser, '/', 'mobile');
    try {
      const freeze = card(page, 'Freeze authority');
      await freeze.getByText('⚠ The chain disagrees:').waitFor();
      expect(await freeze.textContent()).toContain(`the freeze authority is held by ${HOLDER}`);
      expect(await freeze.getByText('✓ Verified on-chain').count()).toBe(0);
      await card(page, 'Mint authority').getByText('✓ Verified on-chain').waitFor();
      await checkLayout(page);
    } finally {
      await close();
    }
  });

  it('say a change the second provider has not seen was read from one provider only, never verified (desktop)', async () => {
    const { donationWallet, tokenMint } = stack();
    const lamportsBefore = (await walletFacts()).lamports;
    // The watches' second provider cannot be read: the first provider's word alone is believed (ADR 35).
    await setLocalChain({
      witness: 'unreadable',
      mints: [{ address: tokenMint, ...SEEDED_MINT, freezeAuthority: HOLDER }],
      balances: { [donationWallet]: lamportsBefore + 7_500_000_000 },
    });
    await believed({ freezeAuthority: HOLDER });
    await expect.poll(async () => (await walletFacts()).oneProvider, { timeout: 30_000 }).toBe(true);
    const { page, close } = await openPage(browser, '/', 'desktop');
    try {
      const alone = '⚠ Read from one provider only: not yet confirmed by a second.';
      const supply = card(page, 'Total supply');
      await supply.getByText(alone).waitFor();
      expect(await supply.getByText('✓ Verified on-chain').count()).toBe(0);
      const freeze = card(page, 'Freeze authority');
      await freeze.getByText('⚠ The chain disagrees:').waitFor();
      expect(await freeze.textContent()).toContain(alone);
      const wallet = page.locator('.wallet-card');
      await wallet.getByTestId('wallet-balance').getByText('20 SOL').waitFor();
      await wallet.getByText(alone).first().waitFor();
      await checkLayout(page);
    } finally {
      await close();
      // The second provider answers again: it confirms the chain as it was, and the notice goes.
      await setLocalChain({ witness: 'same', balances: { [donationWallet]: lamportsBefore } });
      await expect
        .poll(
          async () => {
            const { lamports, oneProvider } = await walletFacts();
            return { lamports, oneProvider: oneProvider === true };
          },
          { timeout: 30_000 },
        )
        .toEqual({ lamports: lamportsBefore, oneProvider: false });
    }
  });

  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    it(`keep the last facts the watches read, with their age, while the chain cannot be read (${viewport})`, async () => {
      await setLocalChain({ outage: 'rpc-error' });
      const { page, close } = await openPage(browser, '/', viewport);
      try {
        // The routes answer what the watches stored, with its own time (ADR 11): the chain's outage
        // stops the watches, not the page.
        const mint = card(page, 'Mint authority');
        await mint.getByText('✓ Verified on-chain').waitFor();
        expect(await mint.textContent()).toMatch(/read (just now|\d+ min ago)/);
        await card(page, 'Liquidity').getByText('Statement, not checked on-chain').waitFor();
        const balance = page.getByTestId('wallet-balance');
        await balance.getByText('12.5 SOL').waitFor();
        expect(await balance.textContent()).toMatch(/read (just now|\d+ min ago)/);
        await checkLayout(page);
      } finally {
        await close();
      }
    });
  }
});
