import bs58 from 'bs58';
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import operatorConfig from '../../operator-config.json' with { type: 'json' };
import arabic from '../src/locales/ar.json' with { type: 'json' };
import english from '../src/locales/en.json' with { type: 'json' };
import { qrPixels } from '../src/testing/qr-pixels.js';
import {
  axeViolations,
  expectNoPageErrors,
  launchBrowser,
  openPage,
  screenshotPart,
  stack,
  VIEWPORTS,
  type ViewportName,
} from './harness.js';
import { receiveLocalDonation } from './local-chain.js';

// Donating with a wallet app (ADR 40), against the local stack: the goal's donate control, the
// solana: link and its QR code, then the local chain receives the transfer and the page thanks the donor.
const GOAL = 'DEX tracker profile';
const LOCALES = [
  { path: '/', locale: 'en', catalog: english },
  { path: '/ar/', locale: 'ar', catalog: arabic },
] as const;
const { label, message } = operatorConfig.site.donate;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The demo goal's reference key, as the public goals answer serves it. */
async function goalReference(): Promise<string> {
  const answer = (await (await fetch(`${stack().apiUrl}/api/canonical/donations`)).json()) as {
    data: { title: string; reference?: string }[];
  };
  const reference = answer.data.find((goal) => goal.title === GOAL)?.reference;
  if (!reference) throw new Error(`the demo goal "${GOAL}" has no reference`);
  return reference;
}

/** The QR code drawn in the panel, read back by a decoder. */
async function decodedQr(page: Page): Promise<string | undefined> {
  const svg = page.locator('.donate-panel svg.donate-qr-code');
  await svg.waitFor();
  const viewBox = (await svg.getAttribute('viewBox')) ?? '';
  const path = (await svg.locator('path').getAttribute('d')) ?? '';
  const { data, width } = qrPixels(viewBox, path);
  return jsQR(data, width, width)?.data;
}

describe('donating with a wallet app', () => {
  for (const { path, locale, catalog } of LOCALES) {
    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
      it(`opens the wallet with the goal's request and thanks the donor when it lands (${locale}, ${viewport})`, {
        timeout: 120_000,
      }, async () => {
        const reference = await goalReference();
        const { page, errors, close } = await openPage(browser, path, viewport, { reducedMotion: true });
        try {
          // A tap on the solana: link would leave for the wallet app: the test stays on the page.
          await page.evaluate(() =>
            document.addEventListener(
              'click',
              (event) => {
                if ((event.target as Element).closest('a[href^="solana:"]')) event.preventDefault();
              },
              true,
            ),
          );
          const section = page.locator('#donate');
          await section.scrollIntoViewIfNeeded();
          const card = section.locator('.goal-card', { hasText: GOAL });
          // What the goal received so far: the local chain holds a few gifts with its reference.
          const given = card.getByTestId('goal-given');
          await given.waitFor({ timeout: 30_000 });
          const before = Number(await given.getAttribute('data-gifts'));
          const beforeText = await given.textContent();
          expect(before).toBeGreaterThan(0);
          await card.getByRole('button', { name: catalog['donate.openGoal'] }).click();
          const panel = section.locator('.donate-panel');
          await panel.waitFor();
          // The panel takes the focus, for a keyboard or screen-reader user.
          await expect
            .poll(() => page.evaluate(() => document.activeElement?.classList.contains('donate-panel')))
            .toBe(true);

          const link = panel.getByRole('link', { name: catalog['donate.withWallet'] });
          const href = (await link.getAttribute('href')) ?? '';
          const url = new URL(href);
          expect(url.protocol).toBe('solana:');
          expect(url.pathname).toBe(stack().donationWallet);
          expect(url.searchParams.get('amount')).toBe('0.1');
          const references = url.searchParams.getAll('reference');
          expect(references).toHaveLength(2);
          expect(references[0]).toBe(reference);
          const request = references[1] as string;
          expect(bs58.decode(request)).toHaveLength(32);
          expect(url.searchParams.get('label')).toBe(label[locale]);
          expect(url.searchParams.get('message')).toBe(message[locale]);
          expect(href).toContain(`&label=${encodeURIComponent(label[locale])}`);

          // Another amount: typed, refused while it is not a plain decimal, then in the link.
          await panel.getByRole('radio', { name: catalog['donate.other'] }).check();
          const typed = panel.getByRole('textbox', { name: catalog['donate.otherLabel'] });
          await typed.fill('1e3');
          await panel.getByText(catalog['donate.amountInvalid']).waitFor();
          expect(await panel.getByRole('link', { name: catalog['donate.withWallet'] }).count()).toBe(0);
          await typed.fill('0.25');
          const chosen = new URL((await link.getAttribute('href')) ?? '');
          expect(chosen.searchParams.get('amount')).toBe('0.25');
          expect(chosen.searchParams.getAll('reference')).toEqual([reference, request]);

          // The QR code: at once on a wide screen, on request on a phone; it carries the same request.
          if (viewport === 'mobile') {
            await panel.getByRole('button', { name: catalog['donate.showQr'] }).click();
          }
          expect(await decodedQr(page)).toBe(await link.getAttribute('href'));
          await link.click();
          await panel.getByText(catalog['donate.waiting']).waitFor();
          expect(await axeViolations(page, '#donate')).toEqual([]);

          const { signature } = await receiveLocalDonation({
            lamports: 250_000_000,
            references: [reference, request],
          });
          const thanks = panel.locator('.donate-thanks');
          await thanks.waitFor({ timeout: 30_000 });
          expect(await thanks.textContent()).toContain(GOAL);
          expect(await thanks.textContent()).toContain('0.25');
          expect(
            await panel.getByRole('link', { name: catalog['donate.viewTransaction'] }).getAttribute('href'),
          ).toBe(`https://solscan.io/tx/${signature}`);
          // The goal's figure moves: the page reads what the goals received again once its gift arrived.
          await expect
            .poll(async () => Number(await given.getAttribute('data-gifts')), { timeout: 30_000 })
            .toBe(before + 1);
          expect(await given.textContent()).not.toBe(beforeText);
          await screenshotPart(panel, `donate-${locale}-${viewport}`);
          expectNoPageErrors(errors, { allowFailedResources: true });
        } finally {
          await close();
        }
      });
    }
  }
});
