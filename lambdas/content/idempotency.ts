import { createHash } from 'node:crypto';
import { type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { TRANSACTION_OPTIONS, type WriteGate } from '../platform/database/firestore.js';
import { BadRequestError, HttpError } from '../platform/http/errors.js';
import { type ApiEvent, header } from '../platform/http/http.js';

/** Where the first answer to each idempotency key is kept (one small document per admin write). */
export const IDEMPOTENCY_COLLECTION = 'idempotencyKeys';
/** How long a key is honoured; `expiresAt` can drive a Firestore TTL policy that deletes old records. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

const KEY = /^[A-Za-z0-9_-]{16,128}$/;

/** A write that may be sent more than once: its key, and a fingerprint of what it asks for. */
export interface IdempotentRequest {
  readonly key: string;
  readonly fingerprint: string;
}

export class IdempotencyKeyReusedError extends HttpError {
  constructor() {
    super(422, 'This Idempotency-Key was already used for a different request; send a new key');
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The request's `Idempotency-Key` header, if any (400 when malformed), with a fingerprint of the
 * route, path and parsed body: the same key with another request is refused rather than replayed.
 */
export function idempotencyOf(event: ApiEvent, input?: unknown): IdempotentRequest | undefined {
  const key = header(event, 'idempotency-key')?.trim();
  if (key === undefined) return undefined;
  if (!KEY.test(key)) {
    throw new BadRequestError('Idempotency-Key must be 16 to 128 letters, digits, "-" or "_"');
  }
  const fingerprint = sha256(`${event.routeKey}\n${event.rawPath}\n${JSON.stringify(input ?? null)}`);
  return { key, fingerprint };
}

/**
 * Runs a write in one transaction. With a key, the transaction first reads the key's record: a
 * repeat of the same request returns the first answer and writes nothing; otherwise the answer is
 * recorded in the same commit as the write, so a record exists exactly when the write happened.
 * Two requests with one key at the same moment both read the record, and Firestore lets only one
 * commit; the other retries and replays. `work` must do all its reads before its writes.
 */
export function idempotentTransaction<T>(
  db: Firestore,
  gate: WriteGate,
  request: IdempotentRequest | undefined,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.runTransaction(async (tx) => {
    const ref = request ? db.collection(IDEMPOTENCY_COLLECTION).doc(sha256(request.key)) : undefined;
    if (ref && request) {
      const record = await tx.get(ref);
      const expiresAt = record.get('expiresAt') as Timestamp | undefined;
      if (record.exists && expiresAt && expiresAt.toMillis() > Date.now()) {
        if (record.get('fingerprint') !== request.fingerprint) throw new IdempotencyKeyReusedError();
        return JSON.parse(record.get('answer') as string) as T;
      }
    }
    const answer = await work(tx);
    if (ref && request) {
      tx.set(ref, {
        fingerprint: request.fingerprint,
        // undefined (a delete's answer) is stored as null and read back as such.
        answer: JSON.stringify(answer ?? null),
        createdAt: Timestamp.now(),
        expiresAt: Timestamp.fromMillis(Date.now() + IDEMPOTENCY_TTL_MS),
      });
    }
    gate.commit();
    return answer;
  }, TRANSACTION_OPTIONS);
}
