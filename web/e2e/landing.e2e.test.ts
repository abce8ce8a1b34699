import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  expectNoPageErrors,
  footerHydrated,
  launchBrowser,
  openPage,
  screenshot,
  screenshotViewport,
  stack,
  VIEWPORTS,
  type ViewportName,
  withStyle,
} from './harness.js';
import { keptPages } from './kept-pages.js';

const SECTION_IDS = [
  'home',
  'tokenomics',
  'chart',
  'donate',
  'roadmap',
  'community',
  'vibie-mod',
  'buy-trade',
  'contract',
  'faq',
];
const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * How many pixels of the night sky are lit, as a visitor sees them: the sky's canvas is drawn from a
 * worker (ADR 24), so it is read from a screenshot of the canvas, taken with the page's content hidden.
 */
async function litSkyPixels(page: Page): Promise<number> {
  const png = await withStyle(page, '#root > :not(canvas)', 'visibility', 'hidden', () =>
    page.getByTestId('night-sky').screenshot(),
  );
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) return 0;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    // The page's background is dark blue and violet (no pixel has all three channels above 30); a
    // star, even at its dimmest, lifts all three above 60.
    let lit = 0;
    for (let i = 0; i < data.length; i += 4)
      if (Math.min(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0) > 60) lit++;
    return lit;
  }, png.toString('base64'));
}

/** Distance from the section's top to where behaviour §2.2 puts it: header height + 64 + 20 below the top. */
async function sectionOffset(page: Page, id: string): Promise<number> {
  return page.evaluate((sectionId) => {
    const header = document.getElementById('site-header') as HTMLElement;
    const top = (document.getElementById(sectionId) as HTMLElement).getBoundingClientRect().top;
    return Math.round(top - (header.offsetHeight + 84));
  }, id);
}

/** Waits for a scroll to start (a click, a route or a hash), which may follow a slow chunk: on a busy
 * machine it can start later than settleScroll would wait for a first move. */
async function waitForScrollStart(page: Page): Promise<void> {
  await page.waitForFunction(() => window.scrollY > 0, undefined, { timeout: 15_000 });
}

async function settleScroll(page: Page): Promise<void> {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(300);
    const now = await page.evaluate(() => window.scrollY);
    if (now === last) return;
    last = now;
  }
}

describe('landing page', () => {
  // One page for the two reduced-motion tests (kept-pages.ts says why).
  const reduced = keptPages(() => openPage(browser, '/', 'mobile', { reducedMotion: true, clock: true }));
  const reducedMotionPage = async () => (await reduced.get('mobile')).page;

  for (const viewport of VIEWPORT_NAMES) {
    it(`shows every section, without horizontal scrolling, at ${viewport}`, async () => {
      const { page, errors, close } = await openPage(browser, '/', viewport);
      try {
        await page.getByRole('heading', { name: 'Completed Milestones' }).waitFor();
        for (const id of SECTION_IDS) expect(await page.locator(`[id="${id}"]`).count(), id).toBe(1);
        await expect(page.locator('.hero-tagline').textContent()).resolves.toBe(
          'Decentralized by Design. Powered by Community.',
        );
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        // One canvas draws the sky (ADR 24): its stars, and lit pixels on it.
        const sky = page.getByTestId('night-sky');
        expect(await sky.getAttribute('data-stars')).toBe(viewport === 'mobile' ? '20' : '60');
        expect(await litSkyPixels(page)).toBeGreaterThan(0);
        await screenshot(page, `landing-${viewport}`);
        expect(await axeViolations(page)).toEqual([]);
        // Failed network requests are expected offline (the chart frame, outages); nothing else is.
        expectNoPageErrors(errors, { allowFailedResources: true });
      } finally {
        await close();
      }
    });
  }

  it('draws no stars or meteors for people who prefer reduced motion', async () => {
    const page = await reducedMotionPage();
    // Seven seconds of the page's timers and frames once it has hydrated (a meteor is due every
    // 4.5 s), run on Playwright's clock instead of waited for.
    await footerHydrated(page);
    await page.clock.runFor(7000);
    expect(await page.locator('.sky, .star, .meteor').count()).toBe(0);
  });

  it('runs no transition or animation on the menu icon, the carousel dots and the holder banner for people who prefer reduced motion', async () => {
    const page = await reducedMotionPage();
    await page.locator('.dot').first().waitFor({ state: 'attached' });
    const motion = await page.evaluate(() => {
      // The banner shows only when a holder joins: a stand-in element gets the same rules.
      const banner = document.createElement('div');
      banner.className = 'holder-banner';
      document.body.append(banner);
      const span = document.querySelector('.hamburger span');
      const dot = document.querySelector('.dot');
      return {
        menuIcon: span ? getComputedStyle(span).transitionDuration : 'missing',
        dot: dot ? getComputedStyle(dot, '::before').transitionDuration : 'missing',
        banner: getComputedStyle(banner).animationName,
      };
    });
    expect(motion).toEqual({ menuIcon: '0s', dot: '0s', banner: 'none' });
  });
});

describe('navigation', () => {
  it('scrolls to a section with the header offset and marks it active (desktop)', async () => {
    const { page, close } = await openPage(browser, '/', 'desktop');
    try {
      await page.getByRole('heading', { name: 'Completed Milestones' }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).resolves.toBe(
        'location',
      );
      await nav.getByRole('link', { name: 'Contract' }).click();
      await waitForScrollStart(page);
      await settleScroll(page);
      expect(Math.abs(await sectionOffset(page, 'contract'))).toBeLessThanOrEqual(2);
      // Polled: parts above may still be hydrating, and the active link follows at the next frame.
      await expect
        .poll(() => nav.getByRole('link', { name: 'Contract' }).getAttribute('aria-current'), {
          timeout: 10_000,
        })
        .toBe('location');
      // The reader scrolls back up with the wheel: a user's own scroll ends the few seconds in which the
      // page keeps the chosen section in place while parts above it load (a script's scrollTo does not).
      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, -1);
      await page.evaluate(() => window.scrollTo(0, 150));
      // Polled: the active link follows the scroll at the next frame, which a busy machine delays.
      await expect
        .poll(() => nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current'), { timeout: 10_000 })
        .toBe('location');
    } finally {
      await close();
    }
  });

  it('closes the Info dropdown on an outside click and on Escape', async () => {
    const { page, close } = await openPage(browser, '/', 'desktop');
    try {
      const info = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Info/ });
      await info.click();
      await page.getByRole('link', { name: 'AI Moderator' }).waitFor();
      await screenshotViewport(page, 'nav-dropdown-desktop');
      await page.mouse.click(100, 500);
      await expect(info.getAttribute('aria-expanded')).resolves.toBe('false');
      await info.click();
      await page.keyboard.press('Escape');
      await expect(info.getAttribute('aria-expanded')).resolves.toBe('false');
      await info.click();
      await page.getByRole('link', { name: 'FAQ' }).click();
      await waitForScrollStart(page);
      await settleScroll(page);
      expect(Math.abs(await sectionOffset(page, 'faq'))).toBeLessThanOrEqual(2);
    } finally {
      await close();
    }
  });

  it('opens the mobile menu with a collapsible Info group and locks the page scroll', async () => {
    const { page, close } = await openPage(browser, '/', 'mobile');
    try {
      expect(await page.locator('.nav-list').isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Open menu' }).click();
      // The menu's code downloads on first opening: the scroll lock comes with the menu.
      const menu = page.locator('#mobile-menu');
      await menu.waitFor();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      expect(await menu.getByRole('link', { name: 'FAQ' }).isVisible()).toBe(false);
      await menu.getByRole('button', { name: /^Info/ }).click();
      await screenshotViewport(page, 'nav-menu-mobile');
      expect(await axeViolations(page)).toEqual([]);
      await menu.getByRole('link', { name: 'FAQ' }).click();
      await waitForScrollStart(page);
      await settleScroll(page);
      expect(await page.locator('#mobile-menu').count()).toBe(0);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
      expect(Math.abs(await sectionOffset(page, 'faq'))).toBeLessThanOrEqual(2);
    } finally {
      await close();
    }
  });
});

describe('routes', () => {
  it('scrolls to the section a hash names', async () => {
    const { page, close } = await openPage(browser, '/#community', 'mobile');
    try {
      await waitForScrollStart(page);
      await settleScroll(page);
      expect(Math.abs(await sectionOffset(page, 'community'))).toBeLessThanOrEqual(2);
    } finally {
      await close();
    }
  });

  it('turns a section route and its sub-paths into / scrolled to the section', async () => {
    const { page, close } = await openPage(browser, '/roadmap/2025', 'desktop');
    try {
      await page.waitForFunction(() => window.location.pathname === '/');
      await waitForScrollStart(page);
      await settleScroll(page);
      expect(Math.abs(await sectionOffset(page, 'roadmap'))).toBeLessThanOrEqual(2);
    } finally {
      await close();
    }
  });

  it('sets the hash for a section route without a section', async () => {
    const { page, close } = await openPage(browser, '/whitepaper', 'desktop');
    try {
      await page.waitForFunction(() => window.location.hash === '#whitepaper', undefined, {
        timeout: 15_000,
      });
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await close();
    }
  });

  it('redirects the brand routes', async () => {
    const assets = await fetch(`${stack().url}/brand-assets`, { redirect: 'manual' });
    expect([301, 302, 307, 308]).toContain(assets.status);
    expect(assets.headers.get('location')).toBe('/brand/');
    const pack = await fetch(`${stack().url}/brand-pack`, { redirect: 'manual' });
    expect([301, 302, 307, 308]).toContain(pack.status);
    expect(pack.headers.get('location')).toBe('/brand/brand-pack.zip');
  });

  it('shows the brand page, readable on a phone, with no serious or critical violation', async () => {
    const { page, close } = await openPage(browser, '/brand-assets', 'mobile');
    try {
      expect(new URL(page.url()).pathname).toBe('/brand/');
      await page.getByRole('link', { name: 'Download the brand pack (ZIP)' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, 'brand-mobile');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('lands the brand routes on the brand page and a real zip', async () => {
    const page = await fetch(`${stack().url}/brand-assets`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Download the brand pack (ZIP)');
    const pack = await fetch(`${stack().url}/brand-pack`);
    expect(pack.status).toBe(200);
    expect(pack.headers.get('content-type')).toBe('application/zip');
    // A zip starts with the local file header signature "PK\x03\x04".
    expect([...new Uint8Array(await pack.arrayBuffer()).slice(0, 4)]).toEqual([0x50, 0x4b, 3, 4]);
  });
});

describe('legal dialogs', () => {
  describe.each(VIEWPORT_NAMES)('at %s width', (viewport) => {
    // One page at this size for both dialogs, closed after them (kept-pages.ts says why); each test
    // leaves its dialog closed.
    const kept = keptPages(() => openPage(browser, '/', viewport));

    it(`open, close in every way and give focus back (privacy, ${viewport})`, async () => {
      const { page } = await kept.get(viewport);
      const opener = page.locator('footer').getByRole('button', { name: 'Privacy Policy / Legal Notice' });
      const dialog = page.locator('dialog.legal[open]');
      await footerHydrated(page);
      await opener.click();
      await dialog.getByText('Last updated:').waitFor();
      for (const title of [
        'Platform and Hosting',
        'Firebase (Google)',
        'EU Users Rights (GDPR)',
        'Jurisdiction',
      ]) {
        await dialog.getByRole('heading', { name: title, exact: true }).waitFor();
      }
      await dialog.getByRole('heading', { name: 'Contact & Responsible Entity' }).waitFor();
      await screenshotViewport(page, `privacy-${viewport}`);
      expect(await axeViolations(page, 'dialog[open]')).toEqual([]);

      await dialog.getByRole('heading', { name: 'Notice', exact: true }).click();
      expect(await dialog.count()).toBe(1);
      await page.mouse.click(2, VIEWPORTS[viewport].height - 2);
      expect(await dialog.count()).toBe(0);
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

      await opener.click();
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      expect(await dialog.count()).toBe(0);
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

      await opener.click();
      await dialog.getByRole('button', { name: 'Close dialog' }).click();
      expect(await dialog.count()).toBe(0);
    });

    it(`shows the terms with 16 sections and the warnings highlighted (${viewport})`, async () => {
      const { page } = await kept.get(viewport);
      await footerHydrated(page);
      await page.locator('footer').getByRole('button', { name: 'Terms of Use' }).click();
      const dialog = page.locator('dialog.legal[open]');
      await dialog.getByText('Last updated: 21 September 2025').waitFor();
      expect(await dialog.locator('.terms-list > li').count()).toBe(16);
      expect(await dialog.locator('.terms-list > li.is-warning').count()).toBe(5);
      await screenshotViewport(page, `terms-${viewport}`);
      expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
      // Focus stays inside the modal: the page behind is inert.
      for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      expect(await dialog.count()).toBe(0);
    });
  });
});
