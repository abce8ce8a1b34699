import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUCCESS_MESSAGES } from '../contract/messages.js';
import { apiClient } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { clearCollections, seedDocs, storedDocs } from './firestore-admin.js';

const call = apiClient({ ADMIN_UID: 'entries-admin' });
let admin: string;

beforeAll(async () => {
  admin = await emulatorIdToken('entries-admin');
});

beforeEach(async () => {
  await clearCollections('donations', 'roadmap', 'faq');
});

const samples = {
  donations: {
    create: { title: 'Next listing', description: 'Help us list' },
    update: { title: 'Next big listing' },
  },
  roadmap: {
    create: { title: 'Security audit', description: 'External review', status: 'in_progress' },
    update: { status: 'completed' },
  },
  faq: {
    create: { question: 'What is this token?', answer: 'A community token.\nNothing more.' },
    update: { answer: 'A community meme token.' },
  },
} as const;

describe.each(Object.keys(samples) as (keyof typeof samples)[])('the %s collection', (collection) => {
  const sample = samples[collection];
  const base = `/api/canonical/${collection}`;

  it('creates an entry with server-assigned id, order and audit fields, then lists it', async () => {
    const before = Date.now();
    const created = await call('POST', base, { token: admin, json: sample.create });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: SUCCESS_MESSAGES[collection].created });
    expect(created.body.data).toMatchObject({
      ...sample.create,
      order: 1,
      updatedBy: 'entries-admin@example.test',
    });
    expect(created.body.data.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(Date.parse(created.body.data.updatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(created.headers['cache-control']).toBe('no-store');

    const [stored] = await storedDocs(collection);
    expect(stored).toMatchObject({
      id: created.body.data.id,
      ...sample.create,
      order: 1,
      updatedBy: 'entries-admin@example.test',
    });

    const listed = await call('GET', base);
    expect(listed.status).toBe(200);
    // The public list names no author (ADR 18); the write's answer is the admin's own.
    const { updatedBy: _author, ...publicEntry } = created.body.data;
    expect(listed.body).toEqual({ success: true, data: [publicEntry] });
  });

  it('gives each new entry the next order value', async () => {
    await seedDocs(collection, { old: { ...sample.create, order: 7 } });
    const created = await call('POST', base, { token: admin, json: sample.create });
    expect(created.body.data.order).toBe(8);
  });

  it('updates only the fields sent and refreshes the audit fields', async () => {
    await seedDocs(collection, { e1: { ...sample.create, order: 3, updatedBy: 'someone-else' } });
    const updated = await call('PUT', `${base}/e1`, { token: admin, json: sample.update });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ success: true, message: SUCCESS_MESSAGES[collection].updated });
    const [stored] = await storedDocs(collection);
    expect(stored).toMatchObject({
      ...sample.create,
      ...sample.update,
      order: 3,
      updatedBy: 'entries-admin@example.test',
    });
  });

  it('deletes an entry', async () => {
    await seedDocs(collection, { e1: { ...sample.create, order: 1 }, e2: { ...sample.create, order: 2 } });
    const deleted = await call('DELETE', `${base}/e1`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: SUCCESS_MESSAGES[collection].deleted });
    expect((await storedDocs(collection)).map((d) => d.id)).toEqual(['e2']);
  });

  it('answers 404 when updating or deleting an id that does not exist, and stores nothing', async () => {
    const updated = await call('PUT', `${base}/missing`, { token: admin, json: sample.update });
    const deleted = await call('DELETE', `${base}/missing`, { token: admin });
    expect([updated.status, deleted.status]).toEqual([404, 404]);
    expect(updated.body).toEqual({ success: false, message: 'No entry with this id' });
    expect(await storedDocs(collection)).toEqual([]);
  });
});

describe('listing', () => {
  it('sorts by order, treats a missing order as 0 and normalises legacy roadmap statuses', async () => {
    await seedDocs('roadmap', {
      b: { title: 'Second', status: 'done', order: 2 },
      a: { title: 'Third', status: 'in progress', order: 5 },
      c: { title: 'First', status: 'planned' },
      d: { title: 'Odd', status: 'someday', order: 3 },
    });
    const listed = await call('GET', '/api/canonical/roadmap');
    expect(
      listed.body.data.map((i: { id: string; order: number; status: string }) => [i.id, i.order, i.status]),
    ).toEqual([
      ['c', 0, 'planned'],
      ['b', 2, 'completed'],
      ['d', 3, 'planned'],
      ['a', 5, 'in_progress'],
    ]);
  });

  it('never sends fields the API does not define', async () => {
    await seedDocs('faq', {
      f: { question: 'Question?', answer: 'Answer.', order: 1, secretNote: 'internal' },
    });
    const listed = await call('GET', '/api/canonical/faq');
    expect(listed.body.data[0]).toEqual({ id: 'f', question: 'Question?', answer: 'Answer.', order: 1 });
  });

  it('sends an ETag and answers 304 to a matching If-None-Match, 200 once the content changes', async () => {
    await seedDocs('donations', { g: { title: 'Goal', order: 1 } });
    const first = await call('GET', '/api/canonical/donations');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=86400$/,
    );

    const again = await call('GET', '/api/canonical/donations', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect(again.headers.etag).toBe(etag);

    await seedDocs('donations', { h: { title: 'Another goal', order: 2 } });
    const changed = await call('GET', '/api/canonical/donations', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toHaveLength(2);
  });

  it('answers 404 JSON for an unknown collection', async () => {
    const answer = await call('GET', '/api/canonical/users');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      success: false,
      message: 'Unknown collection: use donations, roadmap, faq or announcements',
    });
  });
});
