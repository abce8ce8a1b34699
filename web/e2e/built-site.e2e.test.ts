import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { builtSiteForTests, WEB_BUILD_PATH } from './built-site.js';

// The built site (what a deploy uploads), served with the distribution's headers and viewer-request
// function, with /api on the local stack: the CSP must let everything the page does through.

/** Collects CSP violations: the page's `securitypolicyviolation` events and the console's reports. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

const ASSETS = join(WEB_BUILD_PATH, 'assets');
const asset = (file: string) => readFileSync(join(ASSETS, file), 'utf8');

/** A built chunk and every chunk it imports statically (`import … from"./x.js"`), not `import("./x.js")`. */
function staticChunks(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, imported] of asset(file).matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) {
    staticChunks(imported as string, seen);
  }
  return seen;
}

describe('the built site with the distribution headers', () => {
  const site = builtSiteForTests();

  it('loads the page, its chart frame and the admin sign-in with no CSP violation', async () => {
    const context = await site.browser.newContext({
      baseURL: site.server.url,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    const violations = await watchViolations(page);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toBe(
      site.server.headers['content-security-policy'],
    );
    expect(site.server.headers['content-security-policy']).not.toContain('unsafe-inline');
    // The worker that loads the locale data before hydration (ADR 24) runs under the policy, and answers.
    expect(await page.evaluate(() => window.intlWarm?.then((event) => (event as MessageEvent).data))).toBe(
      'warm',
    );

    // The chart frame is created near the viewport, from the chart links the API answers.
    await page.locator('#chart').scrollIntoViewIfNeeded();
    const frame = page.locator('#chart iframe');
    await frame.waitFor({ state: 'attached' });
    expect(new URL((await frame.getAttribute('src')) ?? '').hostname).toBe('dexscreener.com');

    // The admin tree (lazy chunk, its stylesheet, Firebase Auth) loads under the same policy.
    await page.getByRole('button', { name: 'Admin Access' }).click();
    const login = page.getByRole('dialog', { name: 'Admin Access' });
    await login.getByLabel('Email Address').waitFor();
    // Its stylesheet applied: the dialog is laid out as a modal, not as unstyled flow content.
    expect(await login.evaluate((el) => getComputedStyle(el).position)).not.toBe('static');

    await page.waitForLoadState('networkidle').catch(() => undefined);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('downloads the link finder only with announcements to show, never with the first load or the part below it', async () => {
    const chunks = readdirSync(ASSETS).filter((file) => file.endsWith('.js'));
    // linkify-it's options and the TLD list's longest ending: the link finder's own chunk (behaviour §14.3).
    const finder = chunks.filter(
      (file) => /fuzzyEmail/.test(asset(file)) && asset(file).includes('vermögensberater'),
    );
    expect(finder).toHaveLength(1);
    const html = readFileSync(join(WEB_BUILD_PATH, 'index.html'), 'utf8');
    const entry = /<script[^>]*type="module"[^>]*src="\/assets\/([\w.-]+\.js)"/.exec(html)?.[1] ?? '';
    const belowFold = chunks.find((file) => file.startsWith('below-fold-')) ?? '';
    const firstLoad = staticChunks(entry);
    const underIt = staticChunks(belowFold);
    expect(firstLoad.size).toBeGreaterThan(0);
    expect(underIt.size).toBeGreaterThan(1);
    expect([...firstLoad, ...underIt]).not.toContain(finder[0]);

    // On the page: the local stack has no announcement, so the news section says so and never asks for it.
    const context = await site.browser.newContext({ baseURL: site.server.url });
    const page = await context.newPage();
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.locator('#news').scrollIntoViewIfNeeded();
    await page.locator('#news').getByText('No announcements yet.').waitFor();
    await page.waitForLoadState('networkidle').catch(() => undefined);
    expect(loaded).toContain(`/assets/${belowFold}`);
    expect(loaded).not.toContain(`/assets/${finder[0]}`);
    await context.close();
  });

  it('answers an unknown path with the 404 page, styled and within the policy', async () => {
    const context = await site.browser.newContext({ baseURL: site.server.url });
    const page = await context.newPage();
    const violations = await watchViolations(page);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page does not exist' }).isVisible()).resolves.toBe(
      true,
    );
    expect(
      await page.locator('a', { hasText: 'Back to' }).evaluate((a) => getComputedStyle(a).borderRadius),
    ).not.toBe('0px');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('shows every section and the footer in place without JavaScript', async () => {
    // The prerendered HTML is the whole page: no section waits for a script to be moved into view
    // (web/src/app/prerender.tsx).
    const context = await site.browser.newContext({
      baseURL: site.server.url,
      viewport: { width: 375, height: 812 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/es/');
    const sections = page.locator('main section[id]');
    expect(await sections.count()).toBeGreaterThanOrEqual(10);
    for (const section of await sections.all()) {
      const id = await section.getAttribute('id');
      expect(await section.isVisible(), `#${id} is visible without JavaScript`).toBe(true);
    }
    await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' }).isVisible()).resolves.toBe(true);
    await expect(page.locator('footer').isVisible()).resolves.toBe(true);
    // Nothing of the page waits hidden at its end for a script.
    expect(await page.locator('#root > [hidden]').count()).toBe(0);
    await context.close();
  });

  it('leaves API errors to the handlers: JSON, never the 404 page', async () => {
    const answer = await fetch(`${site.server.url}/api/canonical/no-such-collection`);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(await answer.json()).toMatchObject({ success: false });
  });
});
