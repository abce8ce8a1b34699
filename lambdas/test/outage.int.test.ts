import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_SAVED_MESSAGE } from '../platform/http/errors.js';
import { apiClient, type Call } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';

// A port that accepts connections and never answers: a database that hangs.
const sockets = new Set<import('node:net').Socket>();
const blackHole = createServer((socket) => {
  sockets.add(socket);
});
let call: Call;
let token: string;

beforeAll(async () => {
  token = await emulatorIdToken('outage-admin');
  await new Promise<void>((done) => blackHole.listen(0, '127.0.0.1', done));
  const { port } = blackHole.address() as { port: number };
  call = apiClient({
    ADMIN_UID: 'outage-admin',
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${port}`,
    FIRESTORE_REST_EMULATOR_HOST: `127.0.0.1:${port}`,
    DB_TIMEOUT_MS: '800',
  });
});
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  blackHole.close();
});

describe('when the database does not answer', () => {
  it('a public read answers 503 JSON instead of hanging', async () => {
    const answer = await call('GET', '/api/canonical/roadmap');
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      success: false,
      message: 'The database is unavailable; please try again shortly',
    });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('a write that never reached the database answers 503 saying nothing was changed', async () => {
    const answer = await call('POST', '/api/canonical/faq', {
      token,
      json: { question: 'Is it down?', answer: 'For a moment.' },
      headers: { 'idempotency-key': 'outage-key-000000000001' },
    });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ success: false, message: NOT_SAVED_MESSAGE });
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
