import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient, type Call } from './api.js';
import { captureLogs } from './captured-logs.js';
import { storedDocs, testApp } from './firestore-admin.js';
import { startKeyServer } from './signing-keys.js';

// As in authorization.int.test.ts: strict signature checks, account lookups on the Auth emulator.
const projectId = process.env.FIREBASE_PROJECT_ID as string;
const authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST as string;
delete process.env.FIREBASE_AUTH_EMULATOR_HOST;

let keys: Awaited<ReturnType<typeof startKeyServer>>;
let call: Call;

beforeAll(async () => {
  keys = await startKeyServer(projectId);
  // The key endpoint fails from the start, so the handlers have no cached key set.
  keys.answer('error-status');
  call = apiClient({ ADMIN_UID: 'keys-admin', AUTH_JWKS_URL: keys.url });
  await call.preload();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost;
  await getAuth(testApp())
    .createUser({ uid: 'keys-admin' })
    .catch((error: { code?: string }) => {
      if (error.code !== 'auth/uid-already-exists') throw error;
    });
});
afterAll(() => keys.stop());

const create = async () =>
  call('POST', '/api/canonical/faq', {
    token: await keys.sign('keys-admin', { claims: { auth_time: Math.floor(Date.now() / 1000) } }),
    json: { question: 'Are the keys back?', answer: 'They are now.' },
  });

/** The entries this file creates (other files may write to the same collection). */
const keysQuestions = async () =>
  (await storedDocs('faq')).map((d) => d.question).filter((q) => q === 'Are the keys back?');

describe("when Google's signing-key endpoint fails", () => {
  it.each([
    ['answers an error status', 'error-status'],
    ['answers a body that is not a key set', 'not-json'],
  ] as const)('a write %s: 503 (the token was not judged), nothing stored', async (_case, mode) => {
    keys.answer(mode);
    const answer = await create();
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      success: false,
      message: 'Sign-in cannot be checked right now, so nothing was changed; please try again shortly',
    });
    expect(await keysQuestions()).toEqual([]);
  });

  it('a write whose key set answer is larger than 64 KiB: 503 saying why in the log, nothing stored', async () => {
    keys.answer('huge');
    const logs = captureLogs();
    const answer = await create();
    expect(answer.status).toBe(503);
    expect(answer.body.message).toMatch(/^Sign-in cannot be checked right now/);
    await logs.settled();
    expect(logs.lines('error')).toEqual([
      expect.objectContaining({
        message: 'Token keys unavailable',
        reason: expect.stringContaining('larger than 65536 bytes'),
      }),
    ]);
    vi.restoreAllMocks();
    expect(await keysQuestions()).toEqual([]);
  });

  it('the next request after the endpoint recovers succeeds', async () => {
    keys.answer('keys');
    const answer = await create();
    expect(answer.status).toBe(201);
    expect(await keysQuestions()).toEqual(['Are the keys back?']);
  });
});
