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

/** Creates a roadmap item as the administrator and gives its id. */
async function createItem(title: string, status: string): Promise<string> {
  const created = await call('POST', '/api/canonical/roadmap', { token, json: { title, status } });
  expect(created.status).toBe(201);
  return created.body.data.id as string;
}

describe('GET /api/canonical/roadmap', () => {
  it('carries completedAt on a completed item: when it was marked completed, from the history', async () => {
    const id = await createItem('Launch', 'planned');
    const other = await createItem('Later', 'planned');

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
    expect(items.find((i) => i.id === other)).not.toHaveProperty('completedAt');
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(ADMIN);
  });

  it('follows a change of the item on a warm instance: completed again later is a later time', async () => {
    const id = await createItem('Audit', 'completed');
    const completedAt = async () => {
      const answer = await call('GET', '/api/canonical/roadmap');
      expect(answer.status).toBe(200);
      return (answer.body.data as { id: string; completedAt?: string | null }[]).find((i) => i.id === id)
        ?.completedAt;
    };
    const first = await completedAt();
    expect(typeof first).toBe('string');
    // Read twice by the same instance: the time it keeps is the same one.
    expect(await completedAt()).toBe(first);

    const put = (status: string) =>
      call('PUT', `/api/canonical/roadmap/${id}`, { token, json: { status } }).then((a) => a.status);
    // Both changes land between two reads: the instance has no chance to forget the item meanwhile.
    expect(await put('in_progress')).toBe(200);
    await new Promise((done) => setTimeout(done, 20));
    const before = Date.now();
    expect(await put('completed')).toBe(200);
    const again = await completedAt();
    expect(Date.parse(again as string)).toBeGreaterThan(Date.parse(first as string));
    expect(Date.parse(again as string)).toBeGreaterThanOrEqual(before - 1000);
  });
});
