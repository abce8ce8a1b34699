import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { cert, getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { config } from './config.js';
import { HttpError, ServiceUnavailableError } from './errors.js';

let database: Promise<Firestore> | undefined;

async function serviceAccount(secretArn: string) {
  const client = new SecretsManagerClient({});
  const secret = await client.send(new GetSecretValueCommand({ SecretId: secretArn }));
  if (!secret.SecretString) throw new Error('The service-account secret is empty');
  return JSON.parse(secret.SecretString) as { project_id: string; client_email: string; private_key: string };
}

async function open(): Promise<Firestore> {
  const options = { projectId: config.FIREBASE_PROJECT_ID };
  if (config.FIRESTORE_EMULATOR_HOST) {
    // The emulator needs no credential, and speaks gRPC only (no preferRest here).
    const app = getApps()[0] ?? initializeApp(options);
    return getFirestore(app);
  }
  const account = await serviceAccount(config.FIREBASE_SERVICE_ACCOUNT_SECRET_ARN as string);
  const app =
    getApps()[0] ??
    initializeApp({
      ...options,
      credential: cert({
        projectId: account.project_id,
        clientEmail: account.client_email,
        privateKey: account.private_key,
      }),
    });
  const db = getFirestore(app);
  // REST avoids loading gRPC at cold start; the emulator path above is the one deliberate difference.
  db.settings({ preferRest: true });
  return db;
}

/** The Firestore client, created once per Lambda instance (after the first call). */
export function getDatabase(): Promise<Firestore> {
  database ??= open().catch((error) => {
    database = undefined;
    throw error;
  });
  return database;
}

const UNAVAILABLE_CODES = new Set([4, 8, 14, 'deadline-exceeded', 'unavailable', 'resource-exhausted']);

/**
 * Runs a database operation with a bounded time: an unreachable database is a 503 within
 * DB_TIMEOUT_MS, never a hung request. Typed HTTP errors thrown by the operation pass through.
 */
export async function withDatabase<T>(operation: (db: Firestore) => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ServiceUnavailableError()), config.DB_TIMEOUT_MS);
  });
  try {
    return await Promise.race([getDatabase().then(operation), timeout]);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown }).code;
    if (UNAVAILABLE_CODES.has(code as never)) {
      console.error(JSON.stringify({ level: 'error', message: 'Database unavailable', code }));
      throw new ServiceUnavailableError();
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
