import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { clearCollections } from './firestore-admin.js';

// A completed roadmap item's public answer says when it was marked completed, never by whom.
const ADMIN = 'completed-admin';
const EMAIL = `${ADMIN}@example.test`;
const call = apiClient({ ADMIN_UID: ADMIN });
let token: string;

beforeAll(async () => {
  await clearCollections('roadmap', 'contentHistory');
  token = await emulatorIdToken(ADMIN);
});

describe('GET /api/canonical/roadmap', () => {
  it('carries completedAt on a completed item: when it was marked completed, from the history', async () => {
    const created = await call('POST', '/api/canonical/roadmap', {
      token,
      json: { title: 'Launch', status: 'planned' },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const other = await call('POST', '/api/canonical/roadmap', {
      token,
      json: { title: 'Later', status: 'planned' },
    });
    expect(other.status).toBe(201);

    const before = Date.now();
    expect(
      (await call('PUT', `/api/canonical/roadmap/${id}`, { token, json: { status: 'completed' } })).status,
    ).toBe(200);
    const after = Date.now();
    // An edit of a completed item does not move its completion time.
    expect(
      (await call('PUT', `/api/canonical/roadmap/${id}`, { token, json: { title: 'Launched' } })).status,
    ).toBe(200);

    const answer = await call('GET', '/api/canonical/roadmap');
    expect(answer.status).toBe(200);
    const items = answer.body.data as { id: string; completedAt?: string | null }[];
    const done = items.find((i) => i.id === id);
    const completedAt = Date.parse(done?.completedAt as string);
    expect(completedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(completedAt).toBeLessThanOrEqual(after + 1000);
    expect(items.find((i) => i.id === other.body.data.id)).not.toHaveProperty('completedAt');
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(ADMIN);
  });
});
