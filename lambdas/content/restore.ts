import type { BinnedKind } from '../contract/content.js';
import { CONTENT_MESSAGES } from '../contract/content.js';
import { withWrite } from '../platform/database/firestore.js';
import { ConflictError, NotFoundError } from '../platform/http/errors.js';
import type { VerifiedUser } from '../platform/http/verified-user.js';
import { BIN_COLLECTION, parseBinId } from './bin.js';
import { chartHosts } from './chart-hosts.js';
import { auditFields, type EntryWriteHook } from './entries-repository.js';
import { type EntryByKind, toListed } from './entry-mappers.js';
import { recordChange } from './history.js';
import { type IdempotentRequest, idempotentTransaction } from './idempotency.js';
import { assertStoredContent } from './stored-content.js';

/** Content collections are small; this bounds the read of their order values. */
const MAX_ENTRIES = 500;

const NOT_IN_BIN = 'No entry with this id in the bin';

/**
 * Puts a binned entry back under its own id, in one transaction with the bin's delete and the
 * history record. It keeps its old place when no other entry holds that order value now, and
 * goes last otherwise. `hook` adds its kind's work to the transaction.
 */
export function restoreFromBin(
  binId: string,
  user: VerifiedUser,
  request?: IdempotentRequest,
  hook?: (kind: BinnedKind) => EntryWriteHook | undefined,
): Promise<EntryByKind[BinnedKind]> {
  const parsed = parseBinId(binId);
  if (!parsed) return Promise.reject(new NotFoundError(NOT_IN_BIN));
  const { kind, entryId } = parsed;
  return withWrite((db, gate) =>
    idempotentTransaction(db, gate, request, async (tx) => {
      const binRef = db.collection(BIN_COLLECTION).doc(binId);
      const ref = db.collection(kind).doc(entryId);
      const [binned, existing, all] = await Promise.all([
        tx.get(binRef),
        tx.get(ref),
        tx.get(db.collection(kind).limit(MAX_ENTRIES)),
      ]);
      if (!binned.exists) throw new NotFoundError(NOT_IN_BIN);
      if (existing.exists) throw new ConflictError(CONTENT_MESSAGES.restoreTaken);
      const data = (binned.get('data') ?? {}) as Record<string, unknown>;
      // The bin may have been changed since the delete: today's rules judge the entry (ADR 13).
      assertStoredContent(kind, data, chartHosts ?? [], CONTENT_MESSAGES.restoreInvalid);
      const orders = all.docs
        .map((doc) => doc.get('order'))
        .filter((o): o is number => typeof o === 'number');
      const wanted = typeof data.order === 'number' ? data.order : undefined;
      const order =
        wanted !== undefined && !orders.includes(wanted) ? wanted : Math.floor(Math.max(0, ...orders)) + 1;
      const after = { ...data, order, ...auditFields(user) };
      // A restore that publishes again queues like an edit (ADR 36's outbox, passed in by the handler).
      await hook?.(kind)?.(db, tx, { id: entryId, after });
      tx.create(ref, after);
      tx.delete(binRef);
      recordChange(db, tx, { kind, entryId, action: 'restore', before: null, after }, user);
      return toListed[kind](entryId, after);
    }),
  );
}
