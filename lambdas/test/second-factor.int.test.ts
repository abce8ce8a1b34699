import { getAuth } from 'firebase-admin/auth';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from './api.js';
import { emulatorMultiFactorIdToken, unsignedIdToken } from './auth-emulator-users.js';
import { clearCollections, seedDocs, storedDocs, testApp } from './firestore-admin.js';

// The operator requires a second factor; lookups are not reused, so a revocation shows at once.
const ADMIN = 'mfa-admin';
const call = apiClient({ ADMIN_UID: ADMIN, REQUIRE_SECOND_FACTOR: 'true', ACCOUNT_CACHE_MS: '0' });

const seeded = { f1: { question: 'What is it?', answer: 'A token.', order: 1 } };
const unchanged = [{ id: 'f1', ...seeded.f1 }];

const writes = [
  ['POST', '/api/canonical/faq', { question: 'New question?', answer: 'New answer.' }],
  ['PUT', '/api/canonical/faq/f1', { answer: 'Changed answer.' }],
  ['DELETE', '/api/canonical/faq/f1', undefined],
  ['POST', '/api/canonical/roadmap/r1/move', { direction: 'down' }],
  ['POST', '/api/admin/sign-out-everywhere', undefined],
] as const;

beforeAll(async () => {
  // The account exists, with its phone factor, before any token is made for it.
  await emulatorMultiFactorIdToken(ADMIN);
});

beforeEach(async () => {
  await clearCollections('faq');
  await seedDocs('faq', seeded);
});

describe('writes when the operator requires a second factor', () => {
  it('accepts a token signed in with the phone factor through the Auth emulator', async () => {
    const token = await emulatorMultiFactorIdToken(ADMIN);
    const answer = await call('POST', '/api/canonical/faq', {
      token,
      json: { question: 'New question?', answer: 'New answer.' },
    });
    expect(answer.status).toBe(201);
    expect(await storedDocs('faq')).toHaveLength(2);
  });

  it('accepts a token whose second factor was an authenticator app (claim "totp")', async () => {
    const answer = await call('PUT', '/api/canonical/faq/f1', {
      token: unsignedIdToken(ADMIN, { sign_in_second_factor: 'totp' }),
      json: { answer: 'Changed answer.' },
    });
    expect(answer.status).toBe(200);
    expect((await storedDocs('faq'))[0]).toMatchObject({ answer: 'Changed answer.' });
  });

  it.each(writes)(
    'refuses %s %s from a password-only sign-in with 401, and writes nothing',
    async (method, url, json) => {
      const answer = await call(method, url, { token: unsignedIdToken(ADMIN), ...(json ? { json } : {}) });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        success: false,
        message:
          'Changes need a sign-in with your second factor: add an authenticator app under Account, then sign in again',
      });
      expect(await storedDocs('faq')).toEqual(unchanged);
    },
  );

  it('refuses an empty second-factor claim as no second factor', async () => {
    const answer = await call('DELETE', '/api/canonical/faq/f1', {
      token: unsignedIdToken(ADMIN, { sign_in_second_factor: '' }),
    });
    expect(answer.status).toBe(401);
    expect(await storedDocs('faq')).toEqual(unchanged);
  });

  it('lets a password-only sign-in read the panel list (to enrol a factor), not record a sign-in', async () => {
    const token = unsignedIdToken(ADMIN);
    expect((await call('GET', '/api/admin/canonical/faq', { token })).status).toBe(200);
    expect((await call('POST', '/api/admin/sign-ins', { token })).status).toBe(401);
  });

  it('refuses a multi-factor session once signed out everywhere, until signing in again', async () => {
    const token = await emulatorMultiFactorIdToken(ADMIN);
    // Revocation is judged in whole seconds (as firebase-admin does): sign in, then revoke later.
    await new Promise((done) => setTimeout(done, 1100));
    await getAuth(testApp()).revokeRefreshTokens(ADMIN);
    const refused = await call('DELETE', '/api/canonical/faq/f1', { token });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('This sign-in is no longer valid; please sign in again');
    expect(await storedDocs('faq')).toEqual(unchanged);

    const fresh = await emulatorMultiFactorIdToken(ADMIN);
    expect((await call('DELETE', '/api/canonical/faq/f1', { token: fresh })).status).toBe(200);
    expect(await storedDocs('faq')).toEqual([]);
  });
});
