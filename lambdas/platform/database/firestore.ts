import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { config } from '../config/config.js';
import { oncePerInstance } from '../once-per-instance.js';
import { refuseOtherDatabase } from './database-credential.js';
import { bounded, readTimeout, type WriteGate, writeTimeout } from './database-deadline.js';
import { getFirebaseApp } from './firebase-app.js';

export { TRANSACTION_OPTIONS, type WriteGate } from './database-deadline.js';

/** firebase-admin's client of one database of the project (`(default)`, the chain one or the facts one). */
export async function openFirestoreDatabase(databaseId?: string): Promise<Firestore> {
  const app = await getFirebaseApp();
  const db = databaseId ? getFirestore(app, databaseId) : getFirestore(app);
  // REST avoids loading gRPC at cold start. The emulator speaks gRPC only to this client: the
  // writes' transport is the one deliberate difference left between deployed and tested (docs/configuration.md).
  if (!config.FIRESTORE_EMULATOR_HOST) db.settings({ preferRest: true });
  return db;
}

async function open(): Promise<Firestore> {
  // The holder feed's and the watches' identities have no grant on the content database (ADR 37).
  refuseOtherDatabase('content');
  return openFirestoreDatabase();
}

/** The Firestore client of the content database, created once per Lambda instance (a failure is retried next time). */
export const getDatabase: () => Promise<Firestore> = oncePerInstance(open);

/**
 * Runs a database read with a bounded time: an unreachable database is a 503 within
 * DB_TIMEOUT_MS, never a hung request. Typed HTTP errors thrown by the operation pass through.
 */
export function withDatabase<T>(operation: (db: Firestore) => Promise<T>): Promise<T> {
  return bounded(getDatabase, operation, readTimeout);
}

/**
 * Runs a write with a bounded time, and answers a 503 that tells the truth (ADR 13):
 * "nothing was changed" when the write was never sent or was refused, "may not have been saved"
 * once it was sent without an answer. The operation calls `gate.commit()` before sending.
 */
export function withWrite<T>(operation: (db: Firestore, gate: WriteGate) => Promise<T>): Promise<T> {
  return bounded(getDatabase, operation, writeTimeout);
}
