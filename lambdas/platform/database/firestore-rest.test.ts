import { generateKeyPairSync } from 'node:crypto';
import https from 'node:https';
import tls from 'node:tls';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFirestoreRest } from '../../test/fake-firestore-rest.js';
import { type FakeSecretsManager, startFakeSecretsManager } from '../../test/fake-secrets-manager.js';

// The deployed path end to end, offline: the key from Secrets Manager (a local fake of its wire
// format, over plain HTTP), the credential made from it, Firestore over REST (preferRest) and TLS
// to firestore.googleapis.com, the connection handed to a local fake of Firestore's REST API. Only the TCP destination is
// changed: host name, certificate check, request signing and the wire format are the real ones.
const env = {
  FIREBASE_PROJECT_ID: 'demo-meme-token',
  ADMIN_UID: 'admin-uid',
  FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:sa-AbCdEf',
  METADATA_SERVER_DETECTION: 'none',
};
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const keyFile = {
  type: 'service_account',
  project_id: 'demo-meme-token',
  private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  client_email: 'firebase-adminsdk-x1@demo-meme-token.iam.gserviceaccount.com',
  private_key_id: 'rest-test-key',
};
let secrets: FakeSecretsManager;

let fake: Awaited<ReturnType<typeof startFakeFirestoreRest>>;
const contacted: string[] = [];
const originalConnect = https.Agent.prototype.createConnection;

beforeAll(async () => {
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST', 'LOCAL_STACK']) {
    delete process.env[name];
  }
  secrets = await startFakeSecretsManager(
    new Map([[env.FIREBASE_SERVICE_ACCOUNT_SECRET_ARN, JSON.stringify(keyFile)]]),
  );
  Object.assign(process.env, env, secrets.environment);
  fake = await startFakeFirestoreRest({ faq: [{ question: 'Last one?', answer: 'Yes.', order: 6 }] });
  // Every HTTPS connection of this process (any agent) goes to the fake, verified against its certificate.
  https.Agent.prototype.createConnection = ((options: tls.ConnectionOptions, callback?: () => void) => {
    contacted.push(`${options.servername ?? options.host}:${options.port}`);
    return tls.connect({ ...options, host: '127.0.0.1', port: fake.port, ca: fake.ca }, callback);
  }) as unknown as typeof originalConnect;
});
afterAll(async () => {
  https.Agent.prototype.createConnection = originalConnect;
  await secrets.stop();
  await fake.stop();
});

describe('the deployed database path (Secrets Manager → credential → Firestore over REST)', () => {
  it('lists and creates entries over HTTPS, signed with the service-account key', async () => {
    const { createEntry } = await import('../../content/entries-repository.js');
    const { listEntries } = await import('../../content/list-entries.js');
    const listed = await listEntries('faq');
    expect(listed).toEqual([{ id: 'doc0', question: 'Last one?', answer: 'Yes.', order: 6 }]);

    const user = { uid: 'admin-uid', email: 'admin@example.test', authTime: 0 };
    const request = { key: 'rest-key-000000000001', fingerprint: 'f' };
    const created = await createEntry('faq', { question: 'Over REST?', answer: 'Over REST.' }, user, request);
    expect(created).toMatchObject({ question: 'Over REST?', order: 7, updatedBy: 'admin@example.test' });

    // Only Firestore was contacted, over TLS to its real name, and only by REST calls.
    expect(new Set(contacted)).toEqual(new Set(['firestore.googleapis.com:443']));
    const base = '/v1/projects/demo-meme-token/databases/(default)/documents';
    expect(fake.calls.map((c) => `${c.method} ${c.path.replace(base, '')}`)).toEqual([
      'POST :runQuery',
      'POST :batchGet',
      'POST :runQuery',
      'POST :commit',
    ]);
    expect(fake.calls.every((c) => c.host === 'firestore.googleapis.com')).toBe(true);

    // The commit writes the entry only if it does not exist, its history record and the key's record,
    // in one transaction.
    const commit = fake.calls.at(-1)?.body;
    expect(commit.transaction).toBeTruthy();
    expect(commit.writes).toHaveLength(3);
    expect(commit.writes[0]).toMatchObject({
      update: { name: `${base.slice(4)}/faq/${created.id}`, fields: { order: { integerValue: '7' } } },
      currentDocument: { exists: false },
    });
    expect(commit.writes[1]).toMatchObject({ currentDocument: { exists: false } });
    expect(commit.writes[1].update.name).toMatch(/\/documents\/contentHistory\/[A-Za-z0-9]+$/);
    expect(commit.writes[2].update.name).toMatch(/\/documents\/idempotencyKeys\/[0-9a-f]{64}$/);

    // Each request carries a token signed by the service account's own key.
    for (const call of fake.calls) {
      const token = /^Bearer (.+)$/.exec(call.authorization ?? '')?.[1] ?? '';
      const { payload } = await jwtVerify(token, publicKey);
      expect(payload).toMatchObject({ iss: keyFile.client_email, sub: keyFile.client_email });
    }
    expect(secrets.calls()).toHaveLength(1);
  });
});
