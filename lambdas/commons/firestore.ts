import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { config } from './config.js';
import {
  CONTENDED_MESSAGE,
  HttpError,
  MAYBE_SAVED_MESSAGE,
  NOT_SAVED_MESSAGE,
  ServiceUnavailableError,
} from './errors.js';
import { getFirebaseApp } from './firebase-app.js';
import { SecretUnavailableError } from './service-account-secret.js';

let database: Promise<Firestore> | undefined;

async function open(): Promise<Firestore> {
  const db = getFirestore(await getFirebaseApp());
  // REST avoids loading gRPC at cold start. The emulator speaks gRPC only: that is the one
  // deliberate difference between the deployed and the tested configuration (README).
  if (!config.FIRESTORE_EMULATOR_HOST) db.settings({ preferRest: true });
  return db;
}

/** The Firestore client, created once per Lambda instance (a failure is retried next time). */
export function getDatabase(): Promise<Firestore> {
  database ??= open().catch((error) => {
    database = undefined;
    throw error;
  });
  return database;
}

// gRPC codes (and their REST names) of a call that did not complete: Firestore may not have
// received it, or may have applied it without the answer arriving (cancelled, unknown, internal).
const UNAVAILABLE_CODES = new Set<unknown>([
  1,
  2,
  4,
  8,
  13,
  14,
  'cancelled',
  'unknown',
  'deadline-exceeded',
  'resource-exhausted',
  'internal',
  'unavailable',
]);
const ABORTED_CODES = new Set<unknown>([10, 'aborted']);

/**
 * Marks the moment a write leaves for the database. Call `commit()` synchronously right before the
 * write is sent (at the end of a transaction's callback, after its last await): past the deadline
 * it throws, so a write that timed out is never sent late; otherwise a timeout from then on answers
 * "may not have been saved" instead of "nothing was changed".
 */
export interface WriteGate {
  commit(): void;
}

class Deadline implements WriteGate {
  expired = false;
  committing = false;
  commit(): void {
    if (this.expired) throw new ServiceUnavailableError(NOT_SAVED_MESSAGE);
    this.committing = true;
  }
}

/** Transactions give up after three attempts (about 2.5 s of the library's backoff), within DB_TIMEOUT_MS. */
export const TRANSACTION_OPTIONS = { maxAttempts: 3 } as const;

function codeOf(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}

async function bounded<T>(
  operation: (db: Firestore, gate: WriteGate) => Promise<T>,
  timeoutError: (gate: Deadline) => HttpError,
): Promise<T> {
  const gate = new Deadline();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      gate.expired = true;
      reject(timeoutError(gate));
    }, config.DB_TIMEOUT_MS);
  });
  try {
    return await Promise.race([getDatabase().then((db) => operation(db, gate)), timeout]);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = codeOf(error);
    if (error instanceof SecretUnavailableError || UNAVAILABLE_CODES.has(code)) {
      console.error(
        JSON.stringify({ level: 'error', message: 'Database unavailable', code, reason: String(error) }),
      );
      // A commit that failed this way may still have been applied (DEADLINE_EXCEEDED above all).
      throw timeoutError(gate);
    }
    if (ABORTED_CODES.has(code)) {
      console.error(JSON.stringify({ level: 'error', message: 'Transaction aborted after retries', code }));
      throw new ServiceUnavailableError(CONTENDED_MESSAGE);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs a database read with a bounded time: an unreachable database is a 503 within
 * DB_TIMEOUT_MS, never a hung request. Typed HTTP errors thrown by the operation pass through.
 */
export function withDatabase<T>(operation: (db: Firestore) => Promise<T>): Promise<T> {
  return bounded(operation, () => new ServiceUnavailableError());
}

/**
 * Runs a write with a bounded time, and answers a 503 that tells the truth (DESIGN decision 13):
 * "nothing was changed" when the write was never sent or was refused, "may not have been saved"
 * once it was sent without an answer. The operation calls `gate.commit()` before sending.
 */
export function withWrite<T>(operation: (db: Firestore, gate: WriteGate) => Promise<T>): Promise<T> {
  return bounded(operation, (gate) =>
    gate.committing
      ? new ServiceUnavailableError(MAYBE_SAVED_MESSAGE)
      : new ServiceUnavailableError(NOT_SAVED_MESSAGE),
  );
}
