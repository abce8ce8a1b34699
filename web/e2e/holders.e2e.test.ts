import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_DATABASE_ID } from '../../lambdas/platform/database/chain-collections.js';
import {
  creditOnLocalChain,
  freshWallet,
  postDelivery,
  transferDelivery,
} from '../../scripts/holders/delivery.js';
import { NEW_HOLDER_BANNER_MS } from '../src/features/new-holder/hooks/use-new-holder.js';
import { launchBrowser, openPage, screenshotViewport, stack } from './harness.js';
import { nextHolderPoll } from './holder-polls.js';

let browser: Browser;
const wallets: string[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  // An event stays "new" for a minute: remove ours so the next file's banner test sees only its own.
  const { firestoreHost, projectId } = stack();
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  const app = initializeApp({ projectId }, `e2e-holders-cleanup-${Date.now()}`);
  try {
    const events = getFirestore(app, CHAIN_DATABASE_ID).collection('newHolders');
    for (const wallet of wallets) {
      const found = await events.where('wallet', '==', wallet).get();
      await Promise.all(found.docs.map((doc) => doc.ref.delete()));
    }
  } finally {
    await deleteApp(app);
  }
});

const shownCount = async (page: import('playwright-core').Page) =>
  Number((await page.getByTestId('holder-count-value').textContent())?.replace(/,/g, ''));

describe('new-holder feed', () => {
  it('announces a webhook delivery once on an open page, and counts the holder after reconciliation', async () => {
    const { webhookUrl, webhookSecret, tokenMint, rpcUrl } = stack();
    // On Playwright's clock: the banner's 4.5 s and the polls after it are moved on, not waited for.
    const { page, close } = await openPage(browser, '/', 'desktop', { clock: true });
    try {
      await page.getByTestId('holder-count').waitFor({ timeout: 10_000 });
      const before = await shownCount(page);
      expect(before).toBeGreaterThan(0);
      expect(await page.getByTestId('holder-count').textContent()).toMatch(
        /^[\d,]+ holders · counted on chain /,
      );
      const wallet = freshWallet();
      const short = `${wallet.slice(0, 4)}...${wallet.slice(-4)}`;
      // Counts the banners shown for this wallet (another file's holder may still be new for a minute).
      await page.evaluate((mine) => {
        const w = window as unknown as { holderShows: number };
        w.holderShows = 0;
        const slot = document.querySelector('[data-testid="new-holder-slot"]') as HTMLElement;
        new MutationObserver((records) => {
          for (const r of records) {
            for (const node of r.addedNodes) {
              const element = node as HTMLElement;
              if (element.dataset?.testid === 'new-holder-banner' && element.textContent?.includes(mine)) {
                w.holderShows++;
              }
            }
          }
        }).observe(slot, { childList: true });
      }, short);

      wallets.push(wallet);
      const delivery = transferDelivery({ mint: tokenMint, wallet });
      // The provider retries: the same delivery arrives three times at once.
      const answers = await Promise.all(
        [1, 2, 3].map(() => postDelivery(webhookUrl, webhookSecret, delivery)),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(answers.reduce((sum, a) => sum + (a.body as { recorded: number }).recorded, 0)).toBe(1);

      const banner = page.getByTestId('new-holder-banner').filter({ hasText: short });
      await banner.waitFor({ timeout: 15_000 });
      expect(await banner.textContent()).toContain('New Holder Joined!');
      const signature = (delivery[0] as { signature: string }).signature;
      expect(await banner.getByRole('link', { name: 'View transaction' }).getAttribute('href')).toBe(
        `https://solscan.io/tx/${signature}`,
      );
      await screenshotViewport(page, 'new-holder-webhook-desktop');
      await page.clock.fastForward(NEW_HOLDER_BANNER_MS);
      await banner.waitFor({ state: 'detached', timeout: 6000 });

      // On chain now too: the next reconciliation counts the wallet, and does not announce it again.
      await creditOnLocalChain(rpcUrl, tokenMint, wallet, 2_000_000n);
      await expect
        .poll(
          async () =>
            (
              (await (await fetch(`${stack().apiUrl}/api/holders/count`)).json()) as {
                data: { count: number };
              }
            ).data.count,
          {
            timeout: 15_000,
            interval: 500,
          },
        )
        .toBe(before + 1);
      // Two more polls, 2 s apart on the page's clock: none announces the wallet again.
      for (let poll = 0; poll < 2; poll++) await nextHolderPoll(page);
      expect(await page.evaluate(() => (window as unknown as { holderShows: number }).holderShows)).toBe(1);

      await page.reload({ waitUntil: 'load' });
      await page.getByTestId('holder-count').waitFor({ timeout: 10_000 });
      expect(await shownCount(page)).toBe(before + 1);
    } finally {
      await close();
    }
  });

  it('refuses a delivery without the secret, and nothing is announced', async () => {
    const { webhookUrl, tokenMint } = stack();
    const wallet = freshWallet();
    const answer = await postDelivery(
      webhookUrl,
      'not-the-secret',
      transferDelivery({ mint: tokenMint, wallet }),
    );
    expect(answer.status).toBe(401);
    const latest = (await (await fetch(`${stack().apiUrl}/api/new-holders/latest`)).json()) as {
      holder: { wallet: string } | null;
    };
    expect(latest.holder?.wallet).not.toBe(wallet);
  });
});
