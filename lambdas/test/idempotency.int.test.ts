import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUCCESS_MESSAGES } from '../contract/messages.js';
import { apiClient } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { clearCollections, seedDocs, storedDocs } from './firestore-admin.js';

const call = apiClient({ ADMIN_UID: 'idempotent-admin' });
let token: string;
let serial = 0;
/** A fresh key, as the admin client makes one for each change it sends. */
const newKey = () => `key-${Date.now()}-${++serial}-${Math.random().toString(36).slice(2, 10)}`;

beforeAll(async () => {
  token = await emulatorIdToken('idempotent-admin');
});

beforeEach(async () => {
  await clearCollections('roadmap', 'faq');
  await seedDocs('roadmap', {
    r1: { title: 'First item', status: 'planned', order: 1 },
    r2: { title: 'Second item', status: 'planned', order: 2 },
  });
});

const send = (method: string, url: string, key: string | undefined, json?: unknown) =>
  call(method, url, {
    token,
    ...(json === undefined ? {} : { json }),
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

describe('writes sent twice with one Idempotency-Key', () => {
  it('a create answers the first entry again and stores one', async () => {
    const key = newKey();
    const body = { question: 'Sent twice?', answer: 'Stored once.' };
    const first = await send('POST', '/api/canonical/faq', key, body);
    const again = await send('POST', '/api/canonical/faq', key, body);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect(first.body.message).toBe(SUCCESS_MESSAGES.faq.created);
    const stored = await storedDocs('faq');
    expect(stored.map((d) => [d.id, d.question, d.order])).toEqual([[first.body.data.id, 'Sent twice?', 1]]);
  });

  it('five at the same moment store one entry, and all answer it', async () => {
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        send('POST', '/api/canonical/roadmap', key, { title: 'Clicked five times' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    const created = (await storedDocs('roadmap')).filter((d) => d.title === 'Clicked five times');
    expect(created).toHaveLength(1);
  });

  it('a delete answers 200 again instead of 404, and a move moves once', async () => {
    const deleteKey = newKey();
    const deleted = [
      await send('DELETE', '/api/canonical/roadmap/r2', deleteKey),
      await send('DELETE', '/api/canonical/roadmap/r2', deleteKey),
    ];
    expect(deleted.map((a) => a.body)).toEqual([
      { success: true, message: SUCCESS_MESSAGES.roadmap.deleted },
      { success: true, message: SUCCESS_MESSAGES.roadmap.deleted },
    ]);
    await seedDocs('roadmap', { r2: { title: 'Second item', status: 'planned', order: 2 } });

    const moveKey = newKey();
    const moves = [
      await send('POST', '/api/canonical/roadmap/r1/move', moveKey, { direction: 'down' }),
      await send('POST', '/api/canonical/roadmap/r1/move', moveKey, { direction: 'down' }),
    ];
    expect(moves.map((a) => a.status)).toEqual([200, 200]);
    expect(moves[1]?.body).toEqual(moves[0]?.body);
    const orders = Object.fromEntries((await storedDocs('roadmap')).map((d) => [d.id, d.order]));
    expect(orders).toEqual({ r1: 2, r2: 1 });
  });

  it('an update sent again answers the first result and leaves the entry as the first left it', async () => {
    const key = newKey();
    const first = await send('PUT', '/api/canonical/roadmap/r1', key, { title: 'Renamed once' });
    const again = await send('PUT', '/api/canonical/roadmap/r1', key, { title: 'Renamed once' });
    expect(again.body).toEqual(first.body);
    const [r1] = await storedDocs('roadmap');
    expect(r1).toMatchObject({ id: 'r1', title: 'Renamed once' });
    const updatedAt = r1?.updatedAt as { toDate(): Date } | undefined;
    expect(updatedAt?.toDate().toISOString()).toBe(first.body.data.updatedAt);
  });

  it('refuses the same key for a different request with 422, and stores nothing more', async () => {
    const key = newKey();
    await send('POST', '/api/canonical/faq', key, { question: 'The first one?', answer: 'Yes it is.' });
    const other = await send('POST', '/api/canonical/faq', key, {
      question: 'Another one?',
      answer: 'No.....',
    });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      success: false,
      message: 'This Idempotency-Key was already used for a different request; send a new key',
    });
    expect((await storedDocs('faq')).map((d) => d.question)).toEqual(['The first one?']);
  });

  it.each([
    ['too short', 'short'],
    ['with a space', 'has a space in the middle'],
  ])('refuses a key %s with 400 and stores nothing', async (_case, key) => {
    const answer = await send('POST', '/api/canonical/faq', key, {
      question: 'Bad key?',
      answer: 'Refused.',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      message: 'Idempotency-Key must be 16 to 128 letters, digits, "-" or "_"',
    });
    expect(await storedDocs('faq')).toEqual([]);
  });

  it('without a key, a create sent twice stores two entries (the admin client always sends one)', async () => {
    const body = { question: 'No key at all?', answer: 'Then twice.' };
    await send('POST', '/api/canonical/faq', undefined, body);
    await send('POST', '/api/canonical/faq', undefined, body);
    expect(await storedDocs('faq')).toHaveLength(2);
  });
});

describe('simultaneous creates', () => {
  it('10 creates at the same moment get 10 distinct order values, each stored once', async () => {
    await clearCollections('faq');
    // Without keys: a key's record is read first in the transaction, and the emulator's one
    // transaction at a time would then hide a read of the last order made outside the transaction.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send('POST', '/api/canonical/faq', undefined, { question: `Question ${i}?`, answer: `Answer ${i}.` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const stored = await storedDocs('faq');
    expect(stored).toHaveLength(10);
    expect(stored.map((d) => d.order as number).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    // What each answer said is what was stored.
    const byId = Object.fromEntries(stored.map((d) => [d.id, d.order]));
    for (const answer of answers) expect(byId[answer.body.data.id]).toBe(answer.body.data.order);
  });
});
