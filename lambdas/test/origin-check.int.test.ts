import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import addresses from '../holders/fixtures/addresses.json' with { type: 'json' };
import classic from '../holders/fixtures/delivery-classic-transfer.json' with { type: 'json' };
import { NOT_THROUGH_CDN_MESSAGE } from '../platform/origin/origin-check.js';
import { ROUTES } from '../routes.js';
import { apiClient } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { clearCollections, storedDocs } from './firestore-admin.js';

// With an origin secret configured, as deployed: the gateway plays CloudFront (it adds the header) for
// `viaCdn`; `direct` is the execute-api address called directly, without it.
const ORIGIN_SECRET = 'local-origin-secret-3Kf9QxWm2Z';
const WEBHOOK_SECRET = 'origin-test-webhook-secret-01';
const env = {
  ADMIN_UID: 'origin-admin',
  TOKEN_MINT: addresses.mint,
  HOLDER_WEBHOOK_SECRET: WEBHOOK_SECRET,
  ORIGIN_SECRET,
};
const viaCdn = apiClient(env, { originSecret: ORIGIN_SECRET });
const direct = apiClient(env);
const refused = { success: false, message: NOT_THROUGH_CDN_MESSAGE };
let admin: string;

beforeAll(async () => {
  admin = await emulatorIdToken('origin-admin');
});
beforeEach(async () => {
  await clearCollections('faq', 'newHolders');
});

describe('the origin check (the API only through the CDN)', () => {
  it.each([
    '/api',
    '/api/canonical/faq',
    '/api/holders/count',
    '/api/facts/token',
    '/api/new-holders/latest',
  ])('GET %s without the origin header is a 403 JSON answer, not cached', async (url) => {
    const answer = await direct('GET', url);
    expect(answer.status).toBe(403);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toEqual(refused);
  });

  // The whole route table, so a route added later cannot forget the check.
  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s without the origin header is a 403 JSON answer',
    async (_key, route) => {
      const url = route.path.replace('{collection}', 'faq').replace(/\{[^}]+\}/g, 'some-id');
      const answer = await direct(route.method, url, route.method === 'GET' ? {} : { json: {} });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(refused);
    },
  );

  it('answers the same request that came through the CDN', async () => {
    const answer = await viaCdn('GET', '/api/canonical/faq');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: [] });
  });

  it('refuses a forged origin header: the CDN replaces it, and a direct caller cannot guess it', async () => {
    for (const value of ['guess', ORIGIN_SECRET.slice(0, -1), `${ORIGIN_SECRET}!`]) {
      const answer = await direct('GET', '/api', { headers: { 'x-origin-verify': value } });
      expect(answer.status).toBe(403);
    }
    // A viewer's own header never reaches the API as the origin secret: the CDN overwrites it.
    const viaEdge = await viaCdn('GET', '/api', { headers: { 'x-origin-verify': 'guess' } });
    expect(viaEdge.status).toBe(200);
  });

  it("refuses the administrator's write without the header before the token is even checked, writing nothing", async () => {
    const body = { question: 'Reached directly?', answer: 'No, never.' };
    const answer = await direct('POST', '/api/canonical/faq', { token: admin, json: body });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(refused);
    expect(await storedDocs('faq')).toEqual([]);
    const through = await viaCdn('POST', '/api/canonical/faq', { token: admin, json: body });
    expect(through.status).toBe(201);
    expect(await storedDocs('faq')).toHaveLength(1);
  });

  it('refuses a webhook delivery with the right webhook secret but without the header, recording nothing', async () => {
    const answer = await direct('POST', '/api/new-holders/webhook', {
      json: classic,
      headers: { authorization: WEBHOOK_SECRET },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(refused);
    expect(await storedDocs('newHolders')).toEqual([]);
  });
});
