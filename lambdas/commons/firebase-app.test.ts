import { generateKeyPairSync } from 'node:crypto';
import {
  GetSecretValueCommand,
  InternalServiceError,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENDED_MESSAGE, MAYBE_SAVED_MESSAGE, NOT_SAVED_MESSAGE } from './errors.js';

// The deployed configuration: no emulator, the key in Secrets Manager (mocked at the SDK's wire).
const env = {
  FIREBASE_PROJECT_ID: 'demo-meme-token',
  ADMIN_UID: 'admin-uid',
  FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:sa-AbCdEf',
};
const secrets = mockClient(SecretsManagerClient);
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
  Object.assign(process.env, env);
  firebaseApp = await import('./firebase-app.js');
  firestore = await import('./firestore.js');
});
afterEach(() => {
  secrets.reset();
  vi.restoreAllMocks();
});

/** A database call as a handler makes one; resolves to the Firestore client it was given. */
const write = () => firestore.withWrite(async (db) => db);
const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as Error,
  );
const reads = () => secrets.commandCalls(GetSecretValueCommand).length;

// Failures first: once the app exists, it is kept for the life of the instance.
describe('the service-account secret, before it has been read successfully', () => {
  it('an outage of Secrets Manager is a 503 saying nothing changed, and is not remembered', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    secrets
      .on(GetSecretValueCommand)
      .rejectsOnce(new InternalServiceError({ message: 'internal', $metadata: { httpStatusCode: 500 } }))
      .rejectsOnce(Object.assign(new Error('connect ETIMEDOUT'), { name: 'TimeoutError' }))
      .rejectsOnce(new Error('getaddrinfo ENOTFOUND secretsmanager.eu-central-1.amazonaws.com'));
    for (let i = 0; i < 3; i++) {
      const error = await errorOf(write());
      expect(error).toMatchObject({ statusCode: 503, message: NOT_SAVED_MESSAGE });
      expect(error?.message).not.toBe(MAYBE_SAVED_MESSAGE);
    }
    expect(reads()).toBe(3);
  });

  it('a missing secret is named, and read again on the next request', async () => {
    secrets.on(GetSecretValueCommand).rejects(
      new ResourceNotFoundException({
        message: "Secrets Manager can't find the specified secret.",
        $metadata: { httpStatusCode: 400 },
      }),
    );
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
      { SecretBinary: new Uint8Array([1]) },
      'The service-account key is empty: expected the JSON key downloaded from the Firebase console.',
    ],
    [
      'malformed',
      { SecretString: JSON.stringify(keyFile).slice(0, 300) },
      'The service-account key is not JSON: expected the JSON key downloaded from the Firebase console.',
    ],
    [
      'not a service account',
      { SecretString: JSON.stringify({ ...keyFile, type: 'authorized_user' }) },
      'The service-account key is not a service-account key (its "type" is not "service_account"): generate one in the Firebase console, Project settings → Service accounts → Generate new private key.',
    ],
    [
      "another project's key",
      { SecretString: JSON.stringify({ ...keyFile, project_id: 'another-project' }) },
      'The service-account key belongs to project "another-project", but the configuration\'s firebase.projectId is "demo-meme-token".',
    ],
  ])(
    'a secret that is %s fails with a message naming it and no key material',
    async (_case, value, message) => {
      secrets.on(GetSecretValueCommand).resolves(value);
      const error = await errorOf(write());
      expect(error?.name).toBe('ServiceAccountError');
      expect(error?.message).toBe(message);
      expect(`${error?.message}${error?.stack}`).not.toContain(privateKey.split('\n')[3] as string);
    },
  );
});

describe('the service-account secret, once valid', () => {
  it('is read once per instance, however many requests follow or arrive together', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify(keyFile) });
    const [first, second] = await Promise.all([write(), write(), firebaseApp.getFirebaseApp()]);
    const third = await write();
    expect(first).toBe(second);
    expect(third).toBe(first);
    expect(reads()).toBe(1);
    expect(secrets.commandCalls(GetSecretValueCommand)[0]?.args[0].input).toEqual({
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
    vi.spyOn(console, 'error').mockImplementation(() => {});
    secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify(keyFile) });
    expect(await fail(code, committed)).toMatchObject({ statusCode: 503, message });
  });

  it('passes a definite refusal (PERMISSION_DENIED) on as an error, not a 503', async () => {
    const error = await fail(7, true);
    expect(error).not.toHaveProperty('statusCode');
    expect((error as { code?: number }).code).toBe(7);
  });
});
