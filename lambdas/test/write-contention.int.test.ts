import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFirestoreEmulator } from '../../scripts/local/firestore-emulator.js';
import { CONTENDED_MESSAGE } from '../platform/http/errors.js';
import { apiClient, type Call } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { clearCollections, storedDocs } from './firestore-admin.js';
import { commitFaults } from './firestore-faults.js';

// The emulator runs transactions one at a time, so it never aborts one by itself: this file's own
// emulator answers ABORTED to commits, as Firestore does under write contention. DB_TIMEOUT_MS is
// long here, so what the answer shows is the client library giving up, not our timeout.
const { faults, configureServer } = commitFaults();
let emulator: Awaited<ReturnType<typeof startFirestoreEmulator>>;
let call: Call;
let token: string;

beforeAll(async () => {
  emulator = await startFirestoreEmulator({ configureServer });
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  process.env.FIRESTORE_REST_EMULATOR_HOST = emulator.restHost;
  call = apiClient({ ADMIN_UID: 'contention-admin', DB_TIMEOUT_MS: '15000' });
  token = await emulatorIdToken('contention-admin');
});
afterAll(() => emulator.stop());

beforeEach(async () => {
  faults.abort = 0;
  await clearCollections('roadmap');
  // The sign-in's activity is recorded by its first request (at most once a minute): done here, so
  // the commits counted below are the write's own.
  expect((await call('GET', '/api/admin/bin', { token })).status).toBe(200);
  faults.seen = 0;
});

const create = () =>
  call('POST', '/api/canonical/roadmap', {
    token,
    json: { title: 'Contended item' },
    headers: { 'idempotency-key': `contention-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });

describe('a transaction that Firestore aborts', () => {
  it('is retried by the client library, and succeeds once a commit goes through', async () => {
    faults.abort = 2;
    const answer = await create();
    expect(answer.status).toBe(201);
    expect(faults.seen).toBe(3);
    expect((await storedDocs('roadmap')).map((d) => d.title)).toEqual(['Contended item']);
  });

  it('after the library gives up, answers 503 saying nothing was saved, and nothing is', async () => {
    faults.abort = Number.POSITIVE_INFINITY;
    const answer = await create();
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ success: false, message: CONTENDED_MESSAGE });
    expect(faults.seen).toBe(3);
    faults.abort = 0;
    expect(await storedDocs('roadmap')).toEqual([]);
  });
});
