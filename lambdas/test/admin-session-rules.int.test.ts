import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SECOND_FACTOR_REQUIRED_MESSAGE,
  SESSION_IDLE_MESSAGE,
  SESSION_TOO_OLD_MESSAGE,
} from '../contract/messages.js';
import { ROUTES } from '../routes.js';
import { apiClient } from './api.js';
import { emulatorMultiFactorIdToken, unsignedIdToken } from './auth-emulator-users.js';
import { clearCollections, seedDocs, storedDocs, testDb } from './firestore-admin.js';

// ADR 18: every administrator route of the route table needs the second factor (the panel's list
// alone excepted, by name) and a sign-in younger than ADMIN_MAX_SESSION_HOURS that was not idle for
// ADMIN_IDLE_MINUTES. A route added to the table later is walked here without anyone listing it.
const ADMIN = 'session-rules-admin';
const call = apiClient({ ADMIN_UID: ADMIN, REQUIRE_SECOND_FACTOR: 'true', ACCOUNT_CACHE_MS: '0' });

/** The one route a password-only sign-in may use: the panel's list, so the panel opens to enrol a factor. */
const PASSWORD_ONLY_ALLOWED = new Set(['admin-list-entries']);

const adminRoutes = ROUTES.filter((route) => route.admin).map((route) => ({
  name: route.name,
  method: route.method,
  url: route.path.replace('{collection}', 'faq').replace('{kind}', 'faq').replace('{id}', 'walk-id'),
  json: route.method === 'POST' || route.method === 'PUT' ? {} : undefined,
}));

const now = () => Math.floor(Date.now() / 1000);
const sessionRef = (authTime: number) => testDb().doc(`adminSessions/${authTime}_${ADMIN}`);
const recordSession = (authTime: number, lastActivityMs: number) =>
  seedDocs('adminSessions', {
    [`${authTime}_${ADMIN}`]: { lastActivityMs, endsAt: new Date((authTime + 12 * 3600) * 1000) },
  });
const send = (route: (typeof adminRoutes)[number], token: string) =>
  call(route.method, route.url, { token, ...(route.json ? { json: route.json } : {}) });

beforeAll(async () => {
  // The account exists with a factor; tokens made below sign in later than it was created.
  await emulatorMultiFactorIdToken(ADMIN);
  await new Promise((done) => setTimeout(done, 1100));
});

beforeEach(async () => {
  await clearCollections('adminSessions');
});

describe('every administrator route of the route table', () => {
  it('is walked: the table has administrator routes, sign-in recording among them', () => {
    expect(adminRoutes.length).toBeGreaterThan(15);
    expect(adminRoutes.map((route) => route.name)).toContain('record-sign-in');
  });

  it.each(adminRoutes.filter((route) => !PASSWORD_ONLY_ALLOWED.has(route.name)))(
    '$name ($method $url) refuses a password-only sign-in with 401',
    async (route) => {
      const answer = await send(route, unsignedIdToken(ADMIN));
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(SECOND_FACTOR_REQUIRED_MESSAGE);
    },
  );

  it.each(adminRoutes)(
    '$name ($method $url) refuses a sign-in older than 12 hours with 401',
    async (route) => {
      const token = unsignedIdToken(
        ADMIN,
        { sign_in_second_factor: 'totp' },
        { auth_time: now() - 12 * 3600 - 60 },
      );
      const answer = await send(route, token);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(SESSION_TOO_OLD_MESSAGE);
    },
  );

  it.each(adminRoutes)(
    '$name ($method $url) refuses a sign-in idle for more than 30 minutes with 401',
    async (route) => {
      const authTime = now();
      await recordSession(authTime, Date.now() - 31 * 60_000);
      const token = unsignedIdToken(ADMIN, { sign_in_second_factor: 'totp' }, { auth_time: authTime });
      const answer = await send(route, token);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(SESSION_IDLE_MESSAGE);
    },
  );
});

describe('the idle limit, kept per sign-in on the server', () => {
  it('records nothing for a refused sign-in', async () => {
    const old = unsignedIdToken(ADMIN, { sign_in_second_factor: 'totp' }, { auth_time: now() - 13 * 3600 });
    expect((await call('GET', '/api/admin/bin', { token: old })).status).toBe(401);
    expect((await call('GET', '/api/admin/bin', { token: unsignedIdToken(ADMIN) })).status).toBe(401);
    expect(await storedDocs('adminSessions')).toEqual([]);
  });

  it('records each request of an active sign-in, and forgets sign-ins past the maximum age', async () => {
    const authTime = now();
    const staleTime = now() - 13 * 3600;
    await recordSession(authTime, Date.now() - 29 * 60_000);
    await recordSession(staleTime, staleTime * 1000);
    const token = unsignedIdToken(ADMIN, { sign_in_second_factor: 'totp' }, { auth_time: authTime });
    const before = Date.now();
    expect((await call('GET', '/api/admin/bin', { token })).status).toBe(200);
    expect((await sessionRef(authTime).get()).get('lastActivityMs')).toBeGreaterThanOrEqual(before);
    expect((await sessionRef(staleTime).get()).exists).toBe(false);
  });
});
