import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_REQUIRED_MESSAGE, SUCCESS_MESSAGES } from '../contract/messages.js';
import { apiClient, type Call } from './api.js';
import { clearCollections, seedDocs, storedDocs, testApp } from './firestore-admin.js';
import { startKeyServer } from './signing-keys.js';

// Real verification: the handlers load without the Auth emulator variable, so they check
// signatures against a local key published as a JWKS. firebase-admin's Auth client reads the
// variable when first used, after it is back: account lookups (disabled? revoked?) go to the
// Auth emulator.
const projectId = process.env.FIREBASE_PROJECT_ID as string;
const authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST as string;
delete process.env.FIREBASE_AUTH_EMULATOR_HOST;

let keys: Awaited<ReturnType<typeof startKeyServer>>;
let call: Call;

beforeAll(async () => {
  keys = await startKeyServer(projectId);
  call = apiClient({ ADMIN_UID: 'the-admin', AUTH_JWKS_URL: keys.url });
  await call.preload();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost;
  await getAuth(testApp())
    .createUser({ uid: 'the-admin', email: 'the-admin@example.test' })
    .catch((error: { code?: string }) => {
      if (error.code !== 'auth/uid-already-exists') throw error;
    });
});
afterAll(() => keys.stop());

/** A fresh sign-in of the administrator: after the account's creation, so not a revoked one. */
const adminToken = () => keys.sign('the-admin', { claims: { auth_time: now() } });

const seeded = {
  r1: { title: 'First item', status: 'planned', order: 1 },
  r2: { title: 'Second item', status: 'planned', order: 2 },
};
beforeEach(async () => {
  await clearCollections('donations', 'roadmap', 'faq');
  await seedDocs('roadmap', seeded);
});

const writes = [
  { name: 'create', method: 'POST', url: '/api/canonical/roadmap', json: { title: 'New item' } },
  { name: 'update', method: 'PUT', url: '/api/canonical/roadmap/r1', json: { title: 'Renamed' } },
  { name: 'delete', method: 'DELETE', url: '/api/canonical/roadmap/r1' },
  { name: 'move', method: 'POST', url: '/api/canonical/roadmap/r1/move', json: { direction: 'down' } },
] as const;

const unsigned = (claims: Record<string, unknown>) => {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
};

const now = () => Math.floor(Date.now() / 1000);

const badTokens: [string, () => Promise<string | undefined> | string | undefined][] = [
  ['no Authorization header', () => undefined],
  ['a malformed header', () => 'not a token'],
  ['an expired token', () => keys.sign('the-admin', { claims: { exp: now() - 60, iat: now() - 3700 } })],
  ['a wrong audience', () => keys.sign('the-admin', { claims: { aud: 'another-project' } })],
  [
    'a wrong issuer',
    () => keys.sign('the-admin', { claims: { iss: 'https://securetoken.google.com/another-project' } }),
  ],
  ['a bad signature', () => keys.sign('the-admin', { otherKey: true })],
  ['an unknown key id', () => keys.sign('the-admin', { kid: 'unknown-key' })],
  ['an issued-at time in the future', () => keys.sign('the-admin', { claims: { iat: now() + 600 } })],
  ['an auth_time in the future', () => keys.sign('the-admin', { claims: { auth_time: now() + 600 } })],
  ['an empty subject', () => keys.sign('', { claims: { sub: '' } })],
  [
    'alg: none',
    () =>
      unsigned({
        iss: `https://securetoken.google.com/${projectId}`,
        aud: projectId,
        sub: 'the-admin',
        iat: now(),
        exp: now() + 3600,
        auth_time: now(),
      }),
  ],
];

describe.each(writes)('$name ($method $url)', (write) => {
  const send = (token: string | undefined, headers?: Record<string, string>) =>
    call(write.method, write.url, {
      ...(token === undefined ? {} : { token }),
      ...(headers ? { headers } : {}),
      ...('json' in write ? { json: write.json } : {}),
    });

  it.each(badTokens)('answers 401 for %s and changes nothing', async (_case, makeToken) => {
    const token = await makeToken();
    const answer =
      token === 'not a token'
        ? await send(undefined, { authorization: 'Token abc.def.ghi' })
        : await send(token);
    expect(answer.status).toBe(401);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toMatch(/Authorization header|Invalid or expired token/);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(await storedDocs('roadmap')).toEqual(Object.entries(seeded).map(([id, d]) => ({ id, ...d })));
  });

  it('answers 403 for a valid token of a user who is not the administrator, and changes nothing', async () => {
    const answer = await send(await keys.sign('someone-else'));
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ success: false, message: ADMIN_REQUIRED_MESSAGE });
    expect(await storedDocs('roadmap')).toEqual(Object.entries(seeded).map(([id, d]) => ({ id, ...d })));
  });

  it('succeeds for the administrator, and the change is stored', async () => {
    const answer = await send(await adminToken());
    expect(answer.status, JSON.stringify(answer.body)).toBe(write.name === 'create' ? 201 : 200);
    expect(answer.body.success).toBe(true);
    const stored = Object.fromEntries((await storedDocs('roadmap')).map(({ id, ...data }) => [id, data]));
    switch (write.name) {
      case 'create': {
        expect(answer.body.message).toBe(SUCCESS_MESSAGES.roadmap.created);
        expect(stored[answer.body.data.id]).toMatchObject({
          title: 'New item',
          order: 3,
          updatedBy: 'the-admin@example.test',
        });
        expect(Object.keys(stored)).toHaveLength(3);
        break;
      }
      case 'update':
        expect(stored.r1).toMatchObject({ title: 'Renamed', order: 1, updatedBy: 'the-admin@example.test' });
        break;
      case 'delete':
        expect(Object.keys(stored)).toEqual(['r2']);
        break;
      case 'move':
        expect([stored.r1?.order, stored.r2?.order]).toEqual([2, 1]);
        break;
    }
  });
});

describe('the public reads', () => {
  it('need no token', async () => {
    const answer = await call('GET', '/api/canonical/roadmap');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(2);
  });
});
