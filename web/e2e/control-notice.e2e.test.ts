import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeKeyAddress } from '../../scripts/local/fake-squads.js';
import { localDemoMultisig } from '../../scripts/local/holder-feed.js';
import { launchBrowser, openPage, screenshotPart, stack } from './harness.js';
import { changeWalletChain } from './local-chain.js';

// The wallet-rules notice as a donor reads it on a 375 px phone in the languages whose list words used to
// fuse its changes into one noun phrase (behaviour §2.8): a member replaced and the threshold raised, then
// the multisig gone from the chain, which took along its members and its timelock of none. Each change is
// an item of its own, no item's two sides read the same, and the member who joined and the one who left
// are named. Screenshots in test-results/screenshots/.
const DEMO = localDemoMultisig();
const DAVE = fakeKeyAddress('local-demo-member-dave');
const CAROL = DEMO.members[2]?.key as string;
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // Carol replaced by Dave, and every member's approval needed.
  const members = [...DEMO.members.slice(0, 2), { key: DAVE }];
  await changeWalletChain({ squads: { multisigs: [{ ...DEMO, threshold: 3, members }] } });
  await changeWalletChain({ squads: { remove: [stack().donationMultisig as string] } });
}, 180_000);
afterAll(async () => {
  // Back to the demo's multisig: the other files share the chain.
  await changeWalletChain({ squads: { multisigs: [DEMO] } });
  await browser?.close();
}, 120_000);

describe('the wallet-rules notice at 375 px', () => {
  for (const locale of ['zh-cn', 'ar', 'ko'] as const) {
    it(`lists each change apart and names who joined and left (${locale})`, {
      timeout: 120_000,
    }, async () => {
      const { page, close } = await openPage(browser, `/${locale}/`, 'mobile', { reducedMotion: true });
      try {
        const control = page.locator('#donate').getByTestId('wallet-control');
        await page.locator('#donate').scrollIntoViewIfNeeded();
        await control.scrollIntoViewIfNeeded();
        const notices = control.getByTestId('control-changed');
        await notices.nth(1).waitFor({ timeout: 30_000 });
        // Newest first: the multisig gone, then the member replaced with the threshold raised.
        const [gone = [], replaced = []] = await Promise.all(
          [0, 1].map((i) => notices.nth(i).locator('li').allTextContents()),
        );
        // Kind, approvals, members and who left: no "no waiting → no waiting".
        expect(gone).toHaveLength(4);
        // Approvals, who joined, who left: no "3 members → 3 members".
        expect(replaced).toHaveLength(3);
        for (const item of [...gone, ...replaced]) {
          const [left = '', right] = item.split(/ [→←] /);
          if (right !== undefined) expect(left.split(/[:：] ?/).pop(), item).not.toBe(right);
        }
        expect(replaced[1]).toContain(short(DAVE));
        expect(replaced[2]).toContain(short(CAROL));
        const dave = notices.nth(1).getByRole('link', { name: short(DAVE) });
        expect(await dave.getAttribute('href')).toMatch(new RegExp(`${DAVE}$`));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshotPart(control, `control-notice-${locale}-mobile`);
      } finally {
        await close();
      }
    });
  }
});
