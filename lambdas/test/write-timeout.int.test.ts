import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFirestoreEmulator } from '../../scripts/local/firestore-emulator.js';
import { MAYBE_SAVED_MESSAGE, NOT_SAVED_MESSAGE } from '../platform/http/errors.js';
import { apiClient, type Call } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { storedDocs, testDb } from './firestore-admin.js';
import { commitFaults } from './firestore-faults.js';

// A Firestore emulator of this file's own, whose commits the tests can slow down.
const { faults, configureServer } = commitFaults();
let emulator: Awaited<ReturnType<typeof startFirestoreEmulator>>;
let call: Call;
let token: string;

beforeAll(async () => {
  emulator = await startFirestoreEmulator({ configureServer });
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  process.env.FIRESTORE_REST_EMULATOR_HOST = emulator.restHost;
  // Long enough for the reads before the commit even on a busy machine.
  call = apiClient({ ADMIN_UID: 'timeout-admin', DB_TIMEOUT_MS: '2500' });
  token = await emulatorIdToken('timeout-admin');
});
// The sign-in's activity is recorded by its first request (at most once a minute): done before each
// test, so the commits held below are the write's own.
beforeEach(async () => {
  expect((await call('GET', '/api/admin/bin', { token })).status).toBe(200);
});
afterAll(() => emulator.stop());

const question = { question: 'Was it saved?', answer: 'Exactly once.' };
const create = (key: string) =>
  call('POST', '/api/canonical/faq', { token, json: question, headers: { 'idempotency-key': key } });

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((wait) => setTimeout(wait, 50));
  }
  throw new Error('the condition was never met');
}

describe('a write that outlives DB_TIMEOUT_MS', () => {
  it('once sent, answers that it may not have been saved; the retry with the same key stores one entry', async () => {
    let release = () => {};
    faults.hold = new Promise<void>((done) => {
      release = done;
    });
    const first = await create('timeout-key-0000000001');
    expect(first.status).toBe(503);
    expect(first.body).toEqual({ success: false, message: MAYBE_SAVED_MESSAGE });

    // The commit lands after the answer: the entry is stored all the same.
    faults.hold = undefined;
    release();
    const [stored] = await eventually(
      () => storedDocs('faq'),
      (docs) => docs.length > 0,
    );
    expect(stored).toMatchObject(question);

    const retry = await create('timeout-key-0000000001');
    expect(retry.status).toBe(201);
    expect(retry.body.data).toMatchObject({ id: stored?.id, ...question, order: 1 });
    expect((await storedDocs('faq')).map((d) => d.id)).toEqual([stored?.id]);
  });

  it('before it is sent, answers that nothing was changed, and never sends it late', async () => {
    const gate = testDb().collection('faq').doc('gate');
    let release = () => {};
    const released = new Promise<void>((done) => {
      release = done;
    });
    let holding = () => {};
    const held = new Promise<void>((done) => {
      holding = done;
    });
    // A transaction of the test's own holds the database (the emulator runs one at a time).
    const blocker = testDb().runTransaction(async (tx) => {
      await tx.get(gate);
      holding();
      await released;
    });
    await held;
    const before = await storedDocs('faq');

    const answer = await create('timeout-key-0000000002');
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ success: false, message: NOT_SAVED_MESSAGE });

    release();
    await blocker;
    // The handler's transaction runs once the database is free, sees its deadline passed and
    // rolls back; a transaction after it proves it has finished.
    await testDb().runTransaction(async (tx) => {
      await tx.get(gate);
    });
    expect(await storedDocs('faq')).toEqual(before);

    const retry = await create('timeout-key-0000000002');
    expect(retry.status).toBe(201);
    expect(await storedDocs('faq')).toHaveLength(before.length + 1);
  });
});
