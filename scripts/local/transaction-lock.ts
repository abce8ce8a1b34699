import { randomBytes } from 'node:crypto';
import { type GrpcHandlerFunc, type GrpcMessage as Message, wrapGrpcHandler } from './grpc-handlers.js';

// The emulator package accepts transactions but never isolates them: reads and commits of
// concurrent transactions interleave freely, so read-modify-write loses updates (20 concurrent
// increments end at 1). Firestore itself locks what a read-write transaction reads until it commits.
// This module gives the emulator the same outcome, more coarsely: one read-write transaction at a
// time, server-wide. Read-only transactions and plain writes are not held up.

const ABORTED = 10;

interface Holder {
  readonly id: string;
  readonly timer: NodeJS.Timeout;
}

/**
 * Serialises read-write transactions on the emulator's gRPC server: a transaction takes the lock
 * with its first read (or BeginTransaction) and gives it back on Commit or Rollback. A holder
 * silent for `timeoutMs` loses the lock, and its late commit is ABORTED (the client then retries),
 * as Firestore does with an expired transaction.
 */
export function serialiseTransactions(server: unknown, timeoutMs = 20_000): void {
  let holder: Holder | undefined;
  const waiting: (() => void)[] = [];
  const expired = new Set<string>();

  const acquire = (onGranted: (id: string) => void): (() => void) => {
    let cancelled = false;
    const grant = () => {
      if (cancelled) return next();
      const id = randomBytes(12).toString('hex');
      const timer = setTimeout(() => {
        expired.add(id);
        release(id);
      }, timeoutMs);
      timer.unref();
      holder = { id, timer };
      onGranted(id);
    };
    if (holder) waiting.push(grant);
    else grant();
    return () => {
      cancelled = true;
    };
  };
  const next = () => {
    holder = undefined;
    waiting.shift()?.();
  };
  const release = (id: string) => {
    if (holder?.id !== id) return;
    clearTimeout(holder.timer);
    next();
  };

  const wrap = (method: string, make: (original: GrpcHandlerFunc) => GrpcHandlerFunc) =>
    wrapGrpcHandler(server, method, make);

  // Reads that may start a transaction: wait for the lock, then hand out our own transaction id.
  for (const method of ['BatchGetDocuments', 'RunQuery', 'RunAggregationQuery']) {
    wrap(method, (original) => (call) => {
      const options = call.request.new_transaction as Message | undefined;
      if (call.request.has_new_transaction !== true || options?.has_read_only === true) return original(call);
      const cancel = acquire((id) => {
        const write = call.write?.bind(call);
        if (write) {
          call.write = (message, ...rest) => {
            if ((message.transaction as Uint8Array | undefined)?.length) message.transaction = toBytes(id);
            return write(message, ...rest);
          };
        }
        try {
          original(call);
        } catch (error) {
          release(id);
          throw error;
        }
      });
      call.once('cancelled', cancel);
    });
  }
  wrap('BeginTransaction', (original) => (call, callback) => {
    const options = call.request.options as Message | undefined;
    if (call.request.has_options === true && options?.has_read_only === true) return original(call, callback);
    const cancel = acquire((id) => {
      original(call, (error, value) => {
        if (error || !value) release(id);
        else value.transaction = toBytes(id);
        callback?.(error, value);
      });
    });
    call.once('cancelled', cancel);
  });

  // The end of a transaction gives the lock back, whatever the outcome.
  wrap('Commit', (original) => (call, callback) => {
    const id = fromBytes(call.request.transaction);
    if (id && expired.delete(id)) {
      callback?.({ code: ABORTED, details: 'Transaction lock timed out; retry the transaction.' });
      return;
    }
    original(call, (error, value) => {
      if (id) release(id);
      callback?.(error, value);
    });
  });
  wrap('Rollback', (original) => (call, callback) => {
    const id = fromBytes(call.request.transaction);
    if (id) {
      expired.delete(id);
      release(id);
    }
    original(call, callback);
  });
}

function toBytes(id: string): Uint8Array {
  return Uint8Array.from(Buffer.from(id, 'hex'));
}

function fromBytes(value: unknown): string | undefined {
  return value instanceof Uint8Array && value.length > 0 ? Buffer.from(value).toString('hex') : undefined;
}
