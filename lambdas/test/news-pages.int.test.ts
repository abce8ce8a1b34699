import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { clearCollections, seedDocs } from './firestore-admin.js';

// behaviour §14.2, ADR 39: an announcement's own page, from its publish time until its delete.
const call = apiClient({ ADMIN_UID: 'page-admin', SITE_URL: 'https://token.test/' });
let token: string;

beforeAll(async () => {
  token = await emulatorIdToken('page-admin');
});

beforeEach(async () => {
  await clearCollections('announcements', 'contentHistory', 'idempotencyKeys', 'bin');
});

async function publish(json: Record<string, unknown>): Promise<string> {
  const answer = await call('POST', '/api/canonical/announcements', { token, json });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id as string;
}

const advisory = {
  title: 'That airdrop is not us',
  body: 'We never airdrop.\nThe claim page https://claim.example/x steals wallets.',
  kind: 'advisory',
  publishAt: '2026-11-20T08:00:00Z',
  impostors: [{ type: 'domain', value: 'claim.example', reason: 'Drains wallets' }],
  translations: { ar: { title: 'هذا الإسقاط ليس لنا', body: 'نحن لا نوزّع رموزًا مجانية.' } },
};

const page = (path: string) => call('GET', path);
const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe("an announcement's own page", () => {
  it('is there once published, in English and in Arabic, with its text, card and links', async () => {
    const id = await publish(advisory);
    const english = await page(`/api/pages/en/news/${id}`);
    expect(english.status).toBe(200);
    expect(english.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(english.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=60/);
    expect(heading(english.rawBody)).toBe('That airdrop is not us');
    expect(english.rawBody).toContain(
      '<meta property="og:image" content="https://token.test/news-cards/advisory.png">',
    );
    expect(english.rawBody).toContain(`<link rel="canonical" href="https://token.test/news/${id}">`);
    expect(english.rawBody).toContain(`hreflang="ar" href="https://token.test/ar/news/${id}"`);
    // The impostor's address is defanged and is no link.
    expect(english.rawBody).toContain('hxxps://claim[.]example/x');
    expect(english.rawBody).not.toContain('href="https://claim.example');

    const arabic = await page(`/api/pages/ar/news/${id}`);
    expect(arabic.status).toBe(200);
    expect(arabic.rawBody).toContain('<html lang="ar" dir="rtl">');
    expect(heading(arabic.rawBody)).toBe('هذا الإسقاط ليس لنا');
  });

  it('is a 404 page before its publish time, kept out of search engines', async () => {
    const id = await publish({ ...advisory, publishAt: '2099-01-01T00:00:00Z' });
    const answer = await page(`/api/pages/en/news/${id}`);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.rawBody).toContain('<meta name="robots" content="noindex">');
    expect(answer.rawBody).not.toContain('That airdrop');
  });

  it('changes with an edit, and is a 404 page after the delete', async () => {
    const id = await publish(advisory);
    const edited = await call('PUT', `/api/canonical/announcements/${id}`, {
      token,
      json: { ...advisory, title: 'That airdrop is still not us' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(heading((await page(`/api/pages/en/news/${id}`)).rawBody)).toBe('That airdrop is still not us');

    const deleted = await call('DELETE', `/api/canonical/announcements/${id}`, { token });
    expect(deleted.status).toBe(200);
    const gone = await page(`/api/pages/en/news/${id}`);
    expect(gone.status).toBe(404);
    expect(heading(gone.rawBody)).toBe('Page not found');
  });

  it('escapes a stored title that holds markup: the page shows it as text', async () => {
    await seedDocs('announcements', {
      hand: {
        title: 'Edited <script>alert(1)</script> by hand',
        body: 'A <img src=x onerror=alert(1)> body.',
        kind: 'news',
        publishAt: '2026-01-01T00:00:00.000Z',
        order: 1,
      },
    });
    const answer = await page('/api/pages/en/news/hand');
    expect(answer.status).toBe(200);
    expect(answer.rawBody).not.toMatch(/<script|<img/);
    expect(heading(answer.rawBody)).toBe('Edited &lt;script&gt;alert(1)&lt;/script&gt; by hand');
  });

  it.each([
    ['an id that is none', '/api/pages/en/news/no-such-id'],
    ['a slug with markup', '/api/pages/en/news/%3Cscript%3E'],
    ['a dotted slug', '/api/pages/es/news/..'],
    ['a reserved id', '/api/pages/en/news/__name__'],
    ['an overlong slug', `/api/pages/en/news/${'a'.repeat(300)}`],
    ['a locale the site does not have', '/api/pages/fr/news/abc'],
  ])('answers %s with the 404 page', async (_, path) => {
    const answer = await page(path);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(heading(answer.rawBody)).toMatch(/not found|no encontrada/);
  });
});
