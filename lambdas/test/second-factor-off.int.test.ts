import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './api.js';
import { emulatorIdToken, unsignedIdToken } from './auth-emulator-users.js';
import { clearCollections, storedDocs } from './firestore-admin.js';

// The operator turned the second factor off (the demo's setting, written out).
const ADMIN = 'one-factor-admin';
const call = apiClient({ ADMIN_UID: ADMIN, REQUIRE_SECOND_FACTOR: 'false' });

beforeAll(async () => {
  await clearCollections('donations');
});

describe('writes when the operator does not require a second factor', () => {
  it('accept a password-only sign-in through the Auth emulator', async () => {
    const answer = await call('POST', '/api/canonical/donations', {
      token: await emulatorIdToken(ADMIN),
      json: { title: 'Community fund' },
    });
    expect(answer.status).toBe(201);
    expect(await storedDocs('donations')).toEqual([expect.objectContaining({ title: 'Community fund' })]);
  });

  it('accept a token without any second-factor claim', async () => {
    const answer = await call('POST', '/api/canonical/donations', {
      token: unsignedIdToken(ADMIN),
      json: { title: 'Second fund' },
    });
    expect(answer.status).toBe(201);
  });
});
