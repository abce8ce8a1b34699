import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { legacyGoalReference } from '../content/goal-reference.js';
import { isPublicKey } from '../platform/solana/public-key.js';
import { apiClient } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { clearCollections, seedDocs, storedDocs } from './firestore-admin.js';

const call = apiClient({ ADMIN_UID: 'goal-reference-admin' });
let token: string;

beforeAll(async () => {
  token = await emulatorIdToken('goal-reference-admin');
});

beforeEach(async () => {
  await clearCollections('donations');
});

describe("a donation goal's reference key (ADR 40)", () => {
  it('is made by the server at creation, served publicly in every locale, and kept by an update', async () => {
    const created = await call('POST', '/api/canonical/donations', { token, json: { title: 'Listing fee' } });
    expect(created.status).toBe(201);
    const [stored] = await storedDocs('donations');
    const reference = stored?.reference as string;
    expect(isPublicKey(reference)).toBe(true);
    expect(created.body.data.reference).toBe(reference);

    const other = await call('POST', '/api/canonical/donations', { token, json: { title: 'Audit' } });
    expect(other.body.data.reference).not.toBe(reference);

    await call('PUT', `/api/canonical/donations/${stored?.id}`, { token, json: { title: 'Listing fees' } });
    const publicList = await call('GET', '/api/canonical/donations');
    const listed = publicList.body.data.find((goal: { id: string }) => goal.id === stored?.id);
    expect(listed).toMatchObject({ title: 'Listing fees', reference });
    const localized = await call('GET', '/api/locales/es/canonical/donations');
    expect(localized.body.data.find((goal: { id: string }) => goal.id === stored?.id)?.reference).toBe(
      reference,
    );
  });

  it('is refused in the admin input: a create or an update naming one is a 400 and stores nothing', async () => {
    const reference = '11111111111111111111111111111112';
    const created = await call('POST', '/api/canonical/donations', {
      token,
      json: { title: 'Mine', reference },
    });
    expect(created.status).toBe(400);
    expect(await storedDocs('donations')).toEqual([]);

    const ok = await call('POST', '/api/canonical/donations', { token, json: { title: 'Mine' } });
    const id = ok.body.data.id as string;
    const before = ok.body.data.reference as string;
    const updated = await call('PUT', `/api/canonical/donations/${id}`, { token, json: { reference } });
    expect(updated.status).toBe(400);
    expect((await storedDocs('donations'))[0]?.reference).toBe(before);
  });

  it('is served at once for a goal stored without one, and that same key is stored at its next update', async () => {
    await seedDocs('donations', { legacy: { title: 'Old goal', order: 1 } });
    const served = (await call('GET', '/api/canonical/donations')).body.data[0]?.reference as string;
    expect(isPublicKey(served)).toBe(true);
    expect(served).toBe(legacyGoalReference('legacy'));
    expect((await storedDocs('donations'))[0]).not.toHaveProperty('reference');
    await call('PUT', '/api/canonical/donations/legacy', { token, json: { targetAmount: 3 } });
    expect((await storedDocs('donations'))[0]?.reference).toBe(served);
    await call('PUT', '/api/canonical/donations/legacy', { token, json: { targetAmount: 4 } });
    expect((await storedDocs('donations'))[0]?.reference).toBe(served);
    expect((await call('GET', '/api/canonical/donations')).body.data[0]?.reference).toBe(served);
  });
});
