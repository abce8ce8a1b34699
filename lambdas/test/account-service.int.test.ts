import { createServer } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call } from './api.js';
import { seedDocs, storedDocs } from './firestore-admin.js';

const projectId = process.env.FIREBASE_PROJECT_ID as string;
let call: Call;

/** An unsigned token as the Auth emulator issues them (accepted only in the local stack). */
function emulatorToken(uid: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: uid,
    iat: now,
    exp: now + 3600,
    auth_time: now,
  };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

beforeAll(async () => {
  // The account service (here: where the Auth emulator would be) refuses every connection.
  const closed = createServer();
  await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
  const { port } = closed.address() as { port: number };
  await new Promise((done) => closed.close(done));
  call = apiClient({ ADMIN_UID: 'lookup-admin', FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${port}` });
  await seedDocs('donations', { g1: { title: 'Existing goal', order: 1 } });
});

describe('when the account service cannot be reached', () => {
  it.each([
    ['POST', '/api/canonical/donations', { title: 'New goal' }],
    ['PUT', '/api/canonical/donations/g1', { title: 'Renamed goal' }],
    ['DELETE', '/api/canonical/donations/g1', undefined],
  ] as const)('%s %s answers 503, not 401, and changes nothing', async (method, url, json) => {
    const answer = await call(method, url, {
      token: emulatorToken('lookup-admin'),
      ...(json ? { json } : {}),
    });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      success: false,
      message: 'Sign-in cannot be checked right now, so nothing was changed; please try again shortly',
    });
    const stored = await storedDocs('donations');
    expect(stored.find((d) => d.id === 'g1')).toEqual({ id: 'g1', title: 'Existing goal', order: 1 });
    expect(stored.filter((d) => d.title === 'New goal')).toEqual([]);
  });
});
