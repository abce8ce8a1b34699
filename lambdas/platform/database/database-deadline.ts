import { config } from '../config/config.js';
import {
  CONTENDED_MESSAGE,
  HttpError,
  MAYBE_SAVED_MESSAGE,
  NOT_SAVED_MESSAGE,
  ServiceUnavailableError,
} from '../http/errors.js';
import { logger } from '../observability/logger.js';
import { SecretUnavailableError } from '../secrets/service-account-secret.js';

// What every database call shares, whichever client makes it (firebase-admin for writes, the REST
// reader for public reads): a bounded time, and a 503 that tells the truth (ADR 13).
// No client is imported here, so a read route does not load firebase-admin through this module.

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

export class Deadline implements WriteGate {
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

/** Runs `operation` on the database `open` gives, within DB_TIMEOUT_MS; failures become typed HTTP errors. */
export async function bounded<D, T>(
  open: () => Promise<D>,
  operation: (db: D, gate: WriteGate) => Promise<T>,
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
    return await Promise.race([open().then((db) => operation(db, gate)), timeout]);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = codeOf(error);
    if (error instanceof SecretUnavailableError || UNAVAILABLE_CODES.has(code)) {
      logger.error('Database unavailable', { code, reason: String(error) });
      // A commit that failed this way may still have been applied (DEADLINE_EXCEEDED above all).
      throw timeoutError(gate);
    }
    if (ABORTED_CODES.has(code)) {
      logger.error('Transaction aborted after retries', { code });
      throw new ServiceUnavailableError(CONTENDED_MESSAGE);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** A read's timeout: nothing was written, so the 503 says only that the database did not answer. */
export const readTimeout = () => new ServiceUnavailableError();

/** A write's timeout: "nothing was changed" before the write was sent, "may not have been saved" after. */
export const writeTimeout = (gate: Deadline) =>
  gate.committing
    ? new ServiceUnavailableError(MAYBE_SAVED_MESSAGE)
    : new ServiceUnavailableError(NOT_SAVED_MESSAGE);
