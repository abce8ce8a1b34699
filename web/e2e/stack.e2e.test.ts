import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshotViewport, stack } from './harness.js';

// Proves the local stack that `npm start` runs: the page, /api on its origin, the CDN's routes.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('local stack', () => {
  it('serves the landing page at the root, with the tagline visible', async () => {
    const opened = await openPage(browser, '/', 'mobile');
    try {
      await expect
        .poll(() => opened.page.getByText('Decentralized by Design. Powered by Community.').isVisible(), {
          timeout: 15_000,
        })
        .toBe(true);
      await screenshotViewport(opened.page, 'stack-root-mobile');
    } finally {
      await opened.close();
    }
  });

  it("answers GET /api/canonical/roadmap with the seeded roadmap as JSON on the page's origin", async () => {
    const opened = await openPage(browser, '/', 'desktop');
    try {
      const answer = await opened.page.evaluate(async () => {
        const response = await fetch('/api/canonical/roadmap');
        return {
          status: response.status,
          type: response.headers.get('content-type'),
          body: await response.json(),
        };
      });
      expect(answer.status).toBe(200);
      expect(answer.type).toContain('application/json');
      expect(answer.body.success).toBe(true);
      const items = answer.body.data as { id: string; title: string; status: string }[];
      expect(items.map((item) => item.title)).toContain('Token created on Solana');
      // The seed stores one legacy "done": the API hands it out as completed.
      expect(items.find((item) => item.id === 'rm-community-chat')?.status).toBe('completed');
      expect(items.filter((item) => item.status === 'completed').length).toBeGreaterThan(3);
    } finally {
      await opened.close();
    }
  });

  it('redirects /brand-assets like the CDN does', async () => {
    const opened = await openPage(browser, '/', 'desktop');
    try {
      const landedOn = await opened.page.evaluate(async () => (await fetch('/brand-assets')).url);
      expect(new URL(landedOn).pathname).toBe('/brand/');
    } finally {
      await opened.close();
    }
  });

  it('hands out working sign-ins for the administrator and an ordinary user', async () => {
    const { authHost, admin, user } = stack();
    for (const account of [admin, user]) {
      const response = await fetch(
        `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
        },
      );
      const body = (await response.json()) as { localId?: string };
      expect(body.localId).toBe(account.uid);
    }
  });
});
