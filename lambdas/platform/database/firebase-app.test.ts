import { generateKeyPairSync } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../../test/captured-logs.js';
import { type FakeSecretsManager, startFakeSecretsManager } from '../../test/fake-secrets-manager.js';
import { CONTENDED_MESSAGE, MAYBE_SAVED_MESSAGE, NOT_SAVED_MESSAGE } from '../http/errors.js';

// The deployed configuration: no emulator, the key in Secrets Manager (a local fake of its wire format).
const env = {
  FIREBASE_PROJECT_ID: 'demo-meme-token',
  ADMIN_UID: 'admin-uid',
  FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:sa-AbCdEf',
};
let secrets: FakeSecretsManager;
const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const keyFile = {
  type: 'service_account',
  project_id: 'demo-meme-token',
  private_key: privateKey,
  client_email: 'firebase-adminsdk-x1@demo-meme-token.iam.gserviceaccount.com',
  private_key_id: 'app-test-key',
};

let firestore: typeof import('./firestore.js');
let firebaseApp: typeof import('./firebase-app.js');

beforeAll(async () => {
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST', 'LOCAL_STACK']) {
    delete process.env[name];
  }
  secrets = await startFakeSecretsManager();
  Object.assign(process.env, env, secrets.environment);
  firebaseApp = await import('./firebase-app.js');
  firestore = await import('./firestore.js');
});
afterEach(() => {
  secrets.reset();
  vi.restoreAllMocks();
});
afterAll(() => secrets.stop());

/** A database call as a handler makes one; resolves to the Firestore client it was given. */
const write = () => firestore.withWrite(async (db) => db);
const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as Error,
  );
const reads = () => secrets.calls().length;
const ARN = env.FIREBASE_SERVICE_ACCOUNT_SECRET_ARN;

// Failures first: once the app exists, it is kept for the life of the instance.
describe('the service-account secret, before it has been read successfully', () => {
  it('an outage of Secrets Manager is a 503 saying nothing changed, and is not remembered', async () => {
    captureLogs();
    secrets.set(ARN, JSON.stringify(keyFile));
    // Each outage lasts through the three attempts of one read: a server fault, a connection broken
    // mid-answer, and a host name that does not resolve.
    const outages = [
      () => secrets.fail({ type: 'InternalServiceError', status: 500, message: 'internal' }, 3),
      () => secrets.fail('drop', 3),
      () => {
        process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = 'http://secretsmanager.invalid';
      },
    ];
    for (const [i, outage] of outages.entries()) {
      outage();
      const error = await errorOf(write());
      process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = secrets.url;
      expect(error).toMatchObject({ statusCode: 503, message: NOT_SAVED_MESSAGE });
      expect(error?.message).not.toBe(MAYBE_SAVED_MESSAGE);
      // Read again each time: three attempts each for the first two (the last never reaches the fake).
      expect(reads()).toBe(Math.min(i + 1, 2) * 3);
    }
  });

  it('a missing secret is named, and read again on the next request', async () => {
    // No such secret in the fake: Secrets Manager answers ResourceNotFoundException.
    const error = await errorOf(write());
    expect(error?.message).toBe(
      "The service-account secret cannot be read (ResourceNotFoundException); check its ARN and the function's role",
    );
    await errorOf(write());
    expect(reads()).toBe(2);
  });

  it.each([
    [
      'empty',
      { binary: true },
      'The service-account key is empty: expected the JSON key downloaded from the Firebase console.',
    ],
    [
      'malformed',
      { current: JSON.stringify(keyFile).slice(0, 300) },
      'The service-account key is not JSON: expected the JSON key downloaded from the Firebase console.',
    ],
    [
      'not a service account',
      { current: JSON.stringify({ ...keyFile, type: 'authorized_user' }) },
      'The service-account key is not a service-account key (its "type" is not "service_account"): generate one in the Firebase console, Project settings → Service accounts → Generate new private key.',
    ],
    [
      "another project's key",
      { current: JSON.stringify({ ...keyFile, project_id: 'another-project' }) },
      'The service-account key belongs to project "another-project", but the configuration\'s firebase.projectId is "demo-meme-token".',
    ],
  ])(
    'a secret that is %s fails with a message naming it and no key material',
    async (_case, value, message) => {
      secrets.set(ARN, value);
      const error = await errorOf(write());
      expect(error?.name).toBe('ServiceAccountError');
      expect(error?.message).toBe(message);
      expect(`${error?.message}${error?.stack}`).not.toContain(privateKey.split('\n')[3] as string);
    },
  );
});

describe('the service-account secret, once valid', () => {
  it('is read once per instance, however many requests follow or arrive together', async () => {
    secrets.set(ARN, JSON.stringify(keyFile));
    const [first, second] = await Promise.all([write(), write(), firebaseApp.getFirebaseApp()]);
    const third = await write();
    expect(first).toBe(second);
    expect(third).toBe(first);
    expect(reads()).toBe(1);
    expect(secrets.calls()[0]).toEqual({
      SecretId: env.FIREBASE_SERVICE_ACCOUNT_SECRET_ARN,
    });
  });

  it('gives Firestore over REST the credential of that key, for the configured project', async () => {
    const app = await firebaseApp.getFirebaseApp();
    expect(app.options.projectId).toBe('demo-meme-token');
    const db = await write();
    expect(db.databaseId).toBe('(default)');
    // The settings the deployed client runs with (internal field: there is no public getter).
    const settings = (db as unknown as { _settings: Record<string, unknown> })._settings;
    expect(settings).toMatchObject({ preferRest: true, projectId: 'demo-meme-token' });
    expect(settings.credentials).toMatchObject({ client_email: keyFile.client_email });
    expect(reads()).toBe(0);
  });
});

describe('withWrite, once the database is open', () => {
  const fail = (code: number, committed: boolean) =>
    errorOf(
      firestore.withWrite(async (_db, gate) => {
        if (committed) gate.commit();
        throw Object.assign(new Error(`gRPC ${code}`), { code });
      }),
    );

  it.each([
    [14, false, NOT_SAVED_MESSAGE],
    [4, true, MAYBE_SAVED_MESSAGE],
    [13, true, MAYBE_SAVED_MESSAGE],
    [2, false, NOT_SAVED_MESSAGE],
    [10, true, CONTENDED_MESSAGE],
  ])('maps gRPC code %i (sent: %s) to a 503 that says so', async (code, committed, message) => {
    captureLogs();
    secrets.set(ARN, JSON.stringify(keyFile));
    expect(await fail(code, committed)).toMatchObject({ statusCode: 503, message });
  });

  it('passes a definite refusal (PERMISSION_DENIED) on as an error, not a 503', async () => {
    const error = await fail(7, true);
    expect(error).not.toHaveProperty('statusCode');
    expect((error as { code?: number }).code).toBe(7);
  });
});
