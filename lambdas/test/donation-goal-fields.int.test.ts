import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { clearCollections, storedDocs } from './firestore-admin.js';

const call = apiClient({ ADMIN_UID: 'goal-fields-admin' });
let token: string;

beforeAll(async () => {
  token = await emulatorIdToken('goal-fields-admin');
});

beforeEach(async () => {
  await clearCollections('donations');
});

describe("a donation goal's target and state", () => {
  it('are stored when given, changed by an update, and the target removed with null', async () => {
    const created = await call('POST', '/api/canonical/donations', {
      token,
      json: { title: 'Listing fee', targetAmount: 12.5, active: false },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    expect((await storedDocs('donations'))[0]).toMatchObject({ id, targetAmount: 12.5, active: false });

    const updated = await call('PUT', `/api/canonical/donations/${id}`, {
      token,
      json: { targetAmount: 0, active: true },
    });
    expect(updated.status).toBe(200);
    expect((await storedDocs('donations'))[0]).toMatchObject({
      targetAmount: 0,
      active: true,
      title: 'Listing fee',
    });

    await call('PUT', `/api/canonical/donations/${id}`, { token, json: { targetAmount: null } });
    const [stored] = await storedDocs('donations');
    expect(stored?.targetAmount).toBeNull();
    expect(stored?.active).toBe(true);
  });

  it('are optional: a goal with a title only has neither', async () => {
    const created = await call('POST', '/api/canonical/donations', { token, json: { title: 'Memes' } });
    expect(created.status).toBe(201);
    const [stored] = await storedDocs('donations');
    expect(stored).not.toHaveProperty('targetAmount');
    expect(stored).not.toHaveProperty('active');
  });
});
