import { getAuth } from 'firebase-admin/auth';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { clearCollections, seedDocs, storedDocs, testApp } from './firestore-admin.js';

// Account lookups are not reused here, so each step sees the change at once (default: 10 s).
const call = apiClient({ ADMIN_UID: 'revoked-admin', ACCOUNT_CACHE_MS: '0' });
const auth = () => getAuth(testApp());

const seeded = {
  r1: { title: 'First item', status: 'planned', order: 1 },
  r2: { title: 'Second item', status: 'planned', order: 2 },
};
const unchanged = Object.entries(seeded).map(([id, d]) => ({ id, ...d }));

const writes = [
  ['POST', '/api/canonical/roadmap', { title: 'New item' }],
  ['PUT', '/api/canonical/roadmap/r1', { title: 'Renamed' }],
  ['DELETE', '/api/canonical/roadmap/r1', undefined],
  ['POST', '/api/canonical/roadmap/r1/move', { direction: 'down' }],
] as const;

const sendAll = (token: string) =>
  Promise.all(writes.map(([method, url, json]) => call(method, url, { token, ...(json ? { json } : {}) })));

beforeAll(async () => {
  await emulatorIdToken('revoked-admin');
});

beforeEach(async () => {
  await auth().updateUser('revoked-admin', { disabled: false });
  await clearCollections('roadmap');
  await seedDocs('roadmap', seeded);
});

describe('an administrator whose access was withdrawn', () => {
  it('gets 401 on every write route once disabled, and nothing changes', async () => {
    const token = await emulatorIdToken('revoked-admin');
    await auth().updateUser('revoked-admin', { disabled: true });
    for (const answer of await sendAll(token)) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        success: false,
        message: 'This sign-in is no longer valid; please sign in again',
      });
    }
    expect(await storedDocs('roadmap')).toEqual(unchanged);
  });

  it('gets 401 on every write route once signed out everywhere, until signing in again', async () => {
    const token = await emulatorIdToken('revoked-admin');
    // Revocation is judged in whole seconds (as firebase-admin does): sign in, then revoke later.
    await new Promise((done) => setTimeout(done, 1100));
    await auth().revokeRefreshTokens('revoked-admin');
    for (const answer of await sendAll(token)) expect(answer.status).toBe(401);
    expect(await storedDocs('roadmap')).toEqual(unchanged);

    const fresh = await emulatorIdToken('revoked-admin');
    const created = await call('POST', '/api/canonical/roadmap', {
      token: fresh,
      json: { title: 'New item' },
    });
    expect(created.status).toBe(201);
    expect(await storedDocs('roadmap')).toHaveLength(3);
  });
});
