import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { clearCollections, storedDocs } from './firestore-admin.js';

// A switchable door in front of the Auth emulator: "down" drops every connection, "up" forwards it.
let up = false;
let door: Server;
const sockets = new Set<Socket>();
let call: Call;
let token: string;

beforeAll(async () => {
  const [host, port] = (process.env.FIREBASE_AUTH_EMULATOR_HOST as string).split(':') as [string, string];
  door = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = createConnection({ host, port: Number(port) });
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
  });
  await new Promise<void>((done) => door.listen(0, '127.0.0.1', done));
  const { port: doorPort } = door.address() as { port: number };
  // Everything in this file reaches the emulator through the door (firebase-admin keeps the host
  // its Auth client was made with, and the test's client is the handlers' client).
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${doorPort}`;
  // A long reuse window: if a failed lookup were remembered, the next write would fail for a minute.
  call = apiClient({ ADMIN_UID: 'recovering-admin', ACCOUNT_CACHE_MS: '60000' });
  up = true;
  token = await emulatorIdToken('recovering-admin');
  // Down, including the kept-alive connections opened while it was up.
  up = false;
  for (const socket of sockets) socket.destroy();
  await clearCollections('faq');
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((done) => door.close(done));
});

describe('when the account lookup fails, then the account service recovers', () => {
  it('the next write within the reuse window looks again and succeeds', async () => {
    const json = { question: 'Is it back?', answer: 'It is back.' };

    const failed = await call('POST', '/api/canonical/faq', { token, json });
    expect(failed.status).toBe(503);
    expect(failed.body.message).toBe(
      'Sign-in cannot be checked right now, so nothing was changed; please try again shortly',
    );
    expect(await storedDocs('faq')).toEqual([]);

    up = true;
    const recovered = await call('POST', '/api/canonical/faq', { token, json });
    expect(recovered.status).toBe(201);
    expect(await storedDocs('faq')).toEqual([expect.objectContaining(json)]);
  });
});
