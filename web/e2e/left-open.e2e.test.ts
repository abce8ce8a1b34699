import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET_TIMEOUT_MS } from '../src/lib/http.js';
import { footerHydrated, launchBrowser, openPage } from './harness.js';
import { memorySession, type PageMemory, pageMemory, requestsUnderWay } from './page-memory.js';

// The page left open on a phone, its hours run on Playwright's clock (docs/testing.md, "A page
// left open"): every timer and interval of the page fires as it would, in order. The network cannot
// follow a clock run this fast, so each hour is a stretch with every request answered, then the rest
// of the hour without a connection, as on a phone that lost its signal.
const HOUR_MS = 3_600_000;
const HOURS = 4;
/** Each hour's connected stretch, in steps shorter than a request's time-out, each step's requests answered. */
const ANSWERED_MS = 70_000;
const ANSWERED_STEP_MS = 7_000;
/** The rest of the hour offline, in steps of the clock: every timer fires, every request fails at once. */
const OFFLINE_STEP_MS = 600_000;
/** How far a sample may rise above the level taken after the first hour. */
const HEAP_MARGIN_BYTES = 1024 * 1024;
const COUNT_MARGIN = 0.05;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
const row = (label: string, m: PageMemory) =>
  `${label.padEnd(8)} heap ${megabytes(m.heap)} MiB, ${m.nodes} nodes, ${m.listeners} listeners`;

describe('a page left open', () => {
  it(`keeps its heap, DOM nodes and listeners flat through ${HOURS} hours of its polls and timers, and still follows the price`, async () => {
    expect(ANSWERED_STEP_MS).toBeLessThan(GET_TIMEOUT_MS);
    // Motion on: the sky is part of what a visitor leaves open (its worker keeps the real clock).
    const { page, context, close } = await openPage(browser, '/', 'mobile', {
      clock: true,
      reducedMotion: false,
    });
    try {
      const requests = requestsUnderWay(page);
      await footerHydrated(page);
      const session = await memorySession(context, page);
      const hour = async () => {
        for (let ms = 0; ms < ANSWERED_MS; ms += ANSWERED_STEP_MS) {
          await page.clock.runFor(ANSWERED_STEP_MS);
          await requests.ended();
        }
        await context.setOffline(true);
        for (let ms = ANSWERED_MS; ms < HOUR_MS; ms += OFFLINE_STEP_MS)
          await page.clock.runFor(Math.min(OFFLINE_STEP_MS, HOUR_MS - ms));
        await requests.ended();
        await context.setOffline(false);
      };

      // The first hour loads every part of the page and warms it up; the level is taken after it.
      await hour();
      const level = await pageMemory(session);
      const samples: Array<[string, PageMemory]> = [['hour 1', level]];
      for (let at = 2; at <= HOURS; at++) {
        await hour();
        samples.push([`hour ${at}`, await pageMemory(session)]);
      }

      // Back online, the page a visitor returns to still follows the price.
      for (let ms = 0; ms < 2 * ANSWERED_STEP_MS; ms += ANSWERED_STEP_MS) {
        await page.clock.runFor(ANSWERED_STEP_MS);
        await requests.ended();
      }
      await page.waitForFunction(
        () => document.querySelector('[data-testid="ticker-status"]')?.textContent === 'LIVE',
        undefined,
        { timeout: 20_000 },
      );

      const table = samples.map(([label, m]) => row(label, m)).join('\n');
      console.log(`The page at 375 px, sampled after each hour on its clock:\n${table}`);
      const over = samples
        .filter(
          ([, m]) =>
            m.heap > level.heap + HEAP_MARGIN_BYTES ||
            m.nodes > level.nodes * (1 + COUNT_MARGIN) ||
            m.listeners > level.listeners * (1 + COUNT_MARGIN),
        )
        .map(([label]) => label);
      expect(over, `above the first hour's level:\n${table}`).toEqual([]);
    } finally {
      await close();
    }
  }, 240_000);
});
