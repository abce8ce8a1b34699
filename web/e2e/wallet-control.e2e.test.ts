import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localDemoMemberNames, localDemoMultisig } from '../../scripts/local/holder-feed.js';
import { adminSession, openPanel } from './admin-session.js';
import {
  ADMIN_PAGE,
  axeViolations,
  launchBrowser,
  openFolds,
  openPage,
  screenshotPart,
  stack,
  VIEWPORTS,
  type ViewportName,
} from './harness.js';
import { changeWalletChain } from './local-chain.js';

// Who controls the donation wallet (behaviour §2.8, ADR 33), against the local stack: its donation
// wallet is the vault of the demo's 2-of-3 Squads v4 multisig, which the local chain serves in the
// program's binary layout (scripts/local/fake-squads.ts).
const DEMO = localDemoMultisig();
const NAMES = localDemoMemberNames();
const AUTHORITY = DEMO.members[0]?.key as string;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
// Back to the demo's multisig: the other files share the chain.
afterEach(() => changeWalletChain({ squads: { multisigs: [DEMO] } }));

/** The part in the donation section, once the section has hydrated and the route has answered. */
async function donationControl(page: Page) {
  const part = page.locator('#donate').getByTestId('wallet-control');
  await page.locator('#donate').scrollIntoViewIfNeeded();
  await part.scrollIntoViewIfNeeded();
  return part;
}

async function checkLayout(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axeViolations(page, '#donate')).toEqual([]);
}

const LOCALES = [
  { path: '/', threshold: '2 of 3 members must approve each transfer.', named: 'named by the operator' },
  { path: '/ar/', threshold: 'يجب أن يوافق على كل تحويل عضوان من أصل 3 أعضاء.', named: 'بحسب تسمية المشغّل' },
] as const;

describe('who controls the donation wallet', () => {
  expect(stack().donationMultisig).toBeTruthy();
  for (const locale of LOCALES) {
    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
      it(`shows the demo's 2-of-3 vault read from the chain (${locale.path}, ${viewport})`, async () => {
        const { page, close } = await openPage(browser, locale.path, viewport, { reducedMotion: true });
        try {
          const part = await donationControl(page);
          await part.getByTestId('control-threshold').getByText(locale.threshold).waitFor();
          // The members are folded (a donor does not need them first): one tap shows them.
          expect(await part.getByTestId('control-members').isVisible()).toBe(false);
          await openFolds(part);
          const members = part.getByTestId('control-members').locator('li');
          expect(await members.count()).toBe(3);
          for (const member of DEMO.members) {
            const row = members.filter({ hasText: member.key });
            expect(await row.textContent()).toContain(NAMES[member.key]);
            expect(await row.textContent()).toContain(locale.named);
            // Addresses stay left to right in Arabic too.
            expect(
              await row
                .getByRole('link', { name: member.key })
                .evaluate((a) => getComputedStyle(a).direction),
            ).toBe('ltr');
          }
          expect(await part.getByTestId('control-authority').count()).toBe(0);
          const official = page.locator('#official').getByTestId('wallet-control');
          await official.scrollIntoViewIfNeeded();
          await official.getByText(locale.threshold).waitFor();
          await checkLayout(page);
          await screenshotPart(part, `wallet-control-${locale.path === '/' ? 'en' : 'ar'}-${viewport}`);
        } finally {
          await close();
        }
      });
    }
  }

  for (const locale of LOCALES) {
    it(`shows the new rules after they change on the chain, with their warnings (${locale.path}, mobile)`, async () => {
      await changeWalletChain({
        squads: {
          multisigs: [{ ...DEMO, threshold: 3, timeLock: 86_400, configAuthority: AUTHORITY }],
          spendingLimits: [
            {
              address: DEMO.createKey,
              multisig: stack().donationMultisig as string,
              amount: '5000000000',
              period: 'day',
              members: [AUTHORITY],
            },
          ],
        },
      });
      const { page, close } = await openPage(browser, locale.path, 'mobile', { reducedMotion: true });
      try {
        const part = await donationControl(page);
        await part.getByTestId('control-authority').waitFor();
        expect(await part.getByTestId('control-authority').textContent()).toContain(AUTHORITY);
        const limit = part.getByTestId('control-limit');
        expect(await limit.textContent()).toContain('5 SOL');
        expect(await limit.textContent()).toContain(AUTHORITY);
        if (locale.path === '/') {
          expect(await part.getByTestId('control-threshold').textContent()).toBe(
            '3 of 3 members must approve each transfer. Approved transfers wait 1 day before they can run.',
          );
        }
        await checkLayout(page);
        await screenshotPart(part, `wallet-control-changed-${locale.path === '/' ? 'en' : 'ar'}-mobile`);
      } finally {
        await changeWalletChain({ squads: { remove: [DEMO.createKey] } }, { watched: false });
        await close();
      }
    });
  }

  it('shows a change of the rules that the scheduled read noticed, at both widths in English and Arabic, and in the admin panel', {
    timeout: 240_000,
  }, async () => {
    const api = `${stack().apiUrl}/api/facts/donation-wallet-control/changes`;
    const noticed = async () =>
      (
        (await (await fetch(api)).json()) as {
          data: { changes: { signature: string | null; changes: { field: string; after: string }[] }[] };
        }
      ).data.changes;
    // The chain at the demo's rules, and the watch caught up with them: the tests above change the rules
    // and put them back, and the watch (every second here) may not have noticed the return yet. It has
    // when the newest change that names the threshold brought it back to 2/3 (or none names it).
    await changeWalletChain({ squads: { remove: [DEMO.createKey] } });
    const thresholdNow = async () =>
      (await noticed()).flatMap((c) => c.changes).find((change) => change.field === 'threshold')?.after ??
      '2/3';
    await expect.poll(thresholdNow, { timeout: 30_000, interval: 1000 }).toBe('2/3');
    const before = (await noticed()).length;
    // As the members' vote leaves it on the chain: the new rules, and the transaction that executed them.
    const member = DEMO.members[0]?.key as string;
    const multisig = stack().donationMultisig as string;
    await changeWalletChain({
      squads: {
        multisigs: [{ ...DEMO, threshold: 3 }],
        configExecutions: [{ multisig, member, transactionIndex: 2 }],
      },
    });
    try {
      await expect
        .poll(async () => (await noticed()).length, { timeout: 30_000, interval: 1000 })
        .toBeGreaterThan(before);
      const [newest] = await noticed();
      expect(newest?.changes).toEqual([{ field: 'threshold', before: '2/3', after: '3/3' }]);
      expect(newest?.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,90}$/);
      await expectNotice();
      await expectAdminLists(newest?.signature as string);
    } finally {
      await changeWalletChain({ squads: { remove: [DEMO.createKey] } }, { watched: false });
    }
  });
});

/** The changed-rules notice on the page, in English and Arabic at both widths. */
async function expectNotice(): Promise<void> {
  const expected = {
    '/': "The marketing wallet's rules changed on",
    '/ar/': 'تغيّرت قواعد محفظة التسويق في',
  } as const;
  for (const path of ['/', '/ar/'] as const) {
    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
      const { page, close } = await openPage(browser, path, viewport, { reducedMotion: true });
      try {
        const part = await donationControl(page);
        const notice = part.getByTestId('control-changed').first();
        await notice.waitFor();
        expect(await notice.textContent()).toContain(expected[path]);
        expect(await notice.textContent()).toContain(path === '/' ? '2 of 3 → 3 of 3' : '2 من 3 ← 3 من 3');
        await checkLayout(page);
        await screenshotPart(part, `wallet-control-notice-${path === '/' ? 'en' : 'ar'}-${viewport}`);
      } finally {
        await close();
      }
    }
  }
}

/** The admin panel's dashboard lists the newest change with its transaction on the explorer (ADR 33). */
async function expectAdminLists(signature: string): Promise<void> {
  const session = await adminSession(browser);
  const { page, close } = await openPage(browser, '/', 'desktop', { ...ADMIN_PAGE, storageState: session });
  try {
    const panel = await openPanel(page);
    const part = panel.getByRole('region', { name: "Donation wallet's rules" });
    const newest = part.getByRole('listitem').first();
    await newest.getByText('Threshold (approvals/voters): 2/3 → 3/3').waitFor();
    const link = newest.getByRole('link', {
      name: `Transaction ${signature.slice(0, 4)}…${signature.slice(-4)} ↗`,
    });
    expect(await link.getAttribute('href')).toMatch(new RegExp(`/${signature}$`));
  } finally {
    await close();
  }
}
