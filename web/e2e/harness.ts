import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { StackContext } from './stack.global-setup.js';

/** The two sizes every screen is checked at. */
export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

// The headless shell that `npm test` installs (scripts/ensure-deps.mjs says why).
const CHROMIUM = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const SCREENSHOTS = 'test-results/screenshots';
const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/** The running stack (URL, API, emulators, sign-ins), from the browser project's setup. */
export function stack(): StackContext {
  return inject('stack');
}

/** Launches Debian's Chromium headless shell, with nothing that reaches the network on its own. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A page of its own (fresh context: no shared storage) at a named size, opened at `path`. */
export interface OpenedPage {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  readonly errors: string[];
  close(): Promise<void>;
}

/** What a context may start with: cookies, local storage and IndexedDB (where Firebase keeps a session). */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface OpenPageOptions {
  /**
   * Ask for reduced motion (no night sky). Default: only with `clock`. Playwright's clock held the
   * sky's timers while they ran on the page; drawn from a worker now (ADR 24), the sky would run on
   * in real time, at some 5 % of a core a page, on pages none of whose tests is about it.
   */
  reducedMotion?: boolean;
  /** Start from this storage, e.g. the administrator's session from `adminSession`. */
  storageState?: StorageState;
  /**
   * Install Playwright's clock before the page loads (time still flows), so a test can move the
   * page's timers on with `nextLiveRefresh` instead of waiting for them.
   */
  clock?: boolean;
}

/**
 * The administrator's own pages in the admin files ask for reduced motion. The night sky kept
 * headless Chromium compositing in software at about half a core per open page while it was
 * sixty animated layers (about 5 % since it is one canvas, ADR 24), and the browser tests run in
 * two halves on 2 cores. The animated page stays covered where it is the subject: the landing tests
 * and the panel's accessibility test keep motion (the visitors' pages the admin tests watch run on
 * Playwright's clock, and so ask for reduced motion: see `reducedMotion`).
 */
export const ADMIN_PAGE: OpenPageOptions = { reducedMotion: true };

export async function openPage(
  browser: Browser,
  path = '/',
  viewport: ViewportName | { width: number; height: number } = 'desktop',
  options: OpenPageOptions = {},
): Promise<OpenedPage> {
  const size = typeof viewport === 'string' ? VIEWPORTS[viewport] : viewport;
  const context = await browser.newContext({
    viewport: size,
    baseURL: stack().url,
    reducedMotion: (options.reducedMotion ?? options.clock) ? 'reduce' : 'no-preference',
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  if (options.clock) await context.clock.install();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path, { waitUntil: 'load' });
  return { page, context, errors, close: () => context.close() };
}

/**
 * Asserts that a page logged no error and threw nothing, naming what it did log: a test that passes
 * on its retry keeps only the first attempt's message in its report. `allowFailedResources` leaves
 * out the browser's own "Failed to load resource" lines, for tests of one part of a page on a busy
 * local stack, where another route may answer 503 now and then.
 */
export function expectNoPageErrors(errors: readonly string[], { allowFailedResources = false } = {}): void {
  const seen = allowFailedResources ? errors.filter((e) => !/Failed to load resource/.test(e)) : errors;
  expect(seen, `the page logged: ${seen.join(' | ')}`).toEqual([]);
}

/** Where a screenshot named `name` goes: test-results/screenshots/<name>.png (the folder made if missing). */
async function screenshotFile(name: string): Promise<string> {
  await mkdir(SCREENSHOTS, { recursive: true });
  return join(SCREENSHOTS, `${name.replace(/[^\w.-]+/g, '-')}.png`);
}

/**
 * Saves what the screen shows as test-results/screenshots/<name>.png and returns its path: for a
 * dialog, an overlay, a banner or the top of the page, which a full-page capture would show at the
 * top of a long page instead, at several times the cost (the whole page drawn and encoded).
 */
export async function screenshotViewport(page: Page, name: string): Promise<string> {
  const file = await screenshotFile(name);
  await page.screenshot({ path: file, caret: 'initial' });
  return file;
}

/**
 * Saves one part of the page (scrolled into view) as test-results/screenshots/<name>.png and returns
 * its path: for a test about one section, whose whole page another test captures already.
 */
export async function screenshotPart(part: Locator, name: string): Promise<string> {
  const file = await screenshotFile(name);
  await part.screenshot({ path: file, caret: 'initial' });
  return file;
}

/**
 * Opens every folded detail (a closed `details.fold`: the wallet's members, the ledger's months and its
 * older transfers) inside `part`, as a reader who wants all of it does, and waits for each to open.
 */
export async function openFolds(part: Locator): Promise<void> {
  const closed = part.locator('details.fold:not([open]) > summary');
  for (let left = await closed.count(); left > 0; left = await closed.count()) {
    await closed.first().click();
    await expect.poll(() => closed.count()).toBe(left - 1);
  }
}

/** Saves a full-page screenshot as test-results/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const file = await screenshotFile(name);
  // Sections far from the viewport are not rendered (content-visibility, ADR 24) and a full-page
  // capture does not scroll: show them for the capture, as a reader scrolling down sees them.
  await withStyle(page, '.section', 'content-visibility', 'visible', () =>
    page.screenshot({ path: file, fullPage: true, caret: 'initial' }),
  );
  return file;
}

/**
 * Runs `action` with one CSS property set inline on every element `selector` matches, then removes it.
 * It first waits until React has hydrated those elements: an inline style on an element still to be
 * hydrated would not match the prerendered HTML, an error of the page.
 */
export async function withStyle<T>(
  page: Page,
  selector: string,
  property: string,
  value: string,
  action: () => Promise<T>,
): Promise<T> {
  await hydrated(page, selector, { required: false });
  const set = (on: boolean) =>
    page.evaluate(
      ({ selector, property, value, on }) => {
        for (const element of document.querySelectorAll<HTMLElement>(selector))
          if (on) element.style.setProperty(property, value);
          else element.style.removeProperty(property);
      },
      { selector, property, value, on },
    );
  await set(true);
  try {
    return await action();
  } finally {
    await set(false);
  }
}

/**
 * The elements inside `part` that reach past the screen's right edge, outside any box that scrolls only
 * sideways (a wide table in its own scroller is fine; a panel that scrolls down is no such box): empty
 * when a phone shows the part whole. A panel that clips its content hides such an overflow from the
 * page's own scroll width.
 */
export async function pastTheScreen(part: Locator): Promise<string[]> {
  return part.evaluate((root) => {
    const scrolls = (element: Element) =>
      ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) &&
      element.scrollHeight <= element.clientHeight + 1;
    const inScroller = (element: Element) => {
      for (let at = element.parentElement; at && at !== root; at = at.parentElement)
        if (scrolls(at)) return true;
      return false;
    };
    return [...root.querySelectorAll('*')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && !inScroller(e))
      .map((e) => `${e.tagName.toLowerCase()}.${e.className} “${(e.textContent ?? '').slice(0, 40)}”`)
      .slice(0, 10);
  });
}

/** One accessibility problem axe-core found, trimmed to what a failure message needs. */
export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe-core in the page and returns the serious and critical violations (empty = pass). */
export async function axeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  const present = await page.evaluate(() => 'axe' in window);
  // Evaluated by the debugging protocol, not added as a <script>: the page's CSP (the built site's, as
  // deployed) refuses inline scripts, and stays on for everything else the test does.
  if (!present) await page.evaluate(axeSource);
  return page.evaluate(async (context) => {
    type Result = { id: string; impact?: string; help: string; nodes: { target: unknown[] }[] };
    const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ violations: Result[] }> } })
      .axe;
    const { violations } = await axe.run(context ?? document);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact as string,
        help: v.help,
        targets: v.nodes.map((n) => n.target.map(String).join(' ')),
      }));
  }, selector ?? null);
}

/** Sets what the fake DEX price service answers from now on. */
export async function setDexState(state: {
  mode?: 'live' | 'offline' | 'no-pair';
  priceUsd?: string;
  change24h?: number;
}): Promise<void> {
  const response = await fetch(`${stack().dexUrl}/__fake/state`, {
    method: 'POST',
    body: JSON.stringify(state),
  });
  if (!response.ok) throw new Error(`fake DEX answered ${response.status}`);
}

/**
 * Waits until React has hydrated every element of the app (`#root`) that `selector` matches, at least
 * one unless `required` is false: React marks each element it hydrated with its props. The page is
 * prerendered and its lower parts hydrate from later chunks, so until then their buttons are only HTML.
 * Elements outside the app (a static page such as the brand page) are not waited for.
 */
export async function hydrated(page: Page, selector: string, { required = true } = {}): Promise<void> {
  await page.waitForFunction(
    ({ selector, required }) => {
      const elements = [...document.querySelectorAll(selector)].filter((e) => e.closest('#root'));
      return (
        (!required || elements.length > 0) &&
        elements.every((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))
      );
    },
    { selector, required },
    { polling: 100, timeout: 60_000 },
  );
}

/** Waits until the footer's buttons have hydrated (they come with the lower part's chunk). */
export const footerHydrated = (page: Page): Promise<void> => hydrated(page, 'footer button');
