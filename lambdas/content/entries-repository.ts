import { type DocumentData, type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { BinnedKind } from '../contract/content.js';
import { withWrite } from '../platform/database/firestore.js';
import { NotFoundError } from '../platform/http/errors.js';
import type { VerifiedUser } from '../platform/http/verified-user.js';
import { putInBin } from './bin.js';
import { binRetentionDays } from './bin-config.js';
import { type EntryByKind, toListed } from './entry-mappers.js';
import { goalReferenceFields } from './goal-reference.js';
import { recordChange } from './history.js';
import { type IdempotentRequest, idempotentTransaction } from './idempotency.js';

/** The 404 message of a write to an entry that does not exist. */
export const NOT_FOUND = 'No entry with this id';

/** The audit fields of a write by `user`. */
export function auditFields(user: VerifiedUser) {
  // Set here from the verified token and the server clock (ADR 6), never from the body.
  return { updatedBy: user.email ?? user.uid, updatedAt: Timestamp.now() };
}

/**
 * More work in an entry's write transaction (ADR 36: the delivery outbox). It runs after the entry's
 * reads and before its writes, so it may read, then write; `before` is absent on a create.
 */
export type EntryWriteHook = (
  db: Firestore,
  tx: Transaction,
  write: { id: string; after: DocumentData; before?: DocumentData },
) => Promise<void>;

/**
 * Creates an entry with the next order value, in one transaction: the read of the last order and
 * the write commit together, so simultaneous creates never share an order value.
 */
export function createEntry<C extends BinnedKind>(
  collection: C,
  input: DocumentData,
  user: VerifiedUser,
  request?: IdempotentRequest,
  hook?: EntryWriteHook,
): Promise<EntryByKind[C]> {
  return withWrite((db, gate) =>
    idempotentTransaction(db, gate, request, async (tx) => {
      const last = await tx.get(db.collection(collection).orderBy('order', 'desc').limit(1));
      const lastOrder = last.docs[0]?.get('order');
      const next =
        typeof lastOrder === 'number' && Number.isFinite(lastOrder) ? Math.floor(lastOrder) + 1 : 1;
      // A chart link may say where it goes; the collections always get the next place.
      const order = typeof input.order === 'number' ? input.order : next;
      const ref = db.collection(collection).doc();
      const data = { ...input, order, ...goalReferenceFields(collection), ...auditFields(user) };
      await hook?.(db, tx, { id: ref.id, after: data });
      tx.create(ref, data);
      recordChange(
        db,
        tx,
        { kind: collection, entryId: ref.id, action: 'create', before: null, after: data },
        user,
      );
      return toListed[collection](ref.id, data) as EntryByKind[C];
    }),
  );
}

/** Applies a partial update to an existing entry; 404 when there is none. */
export function updateEntry<C extends BinnedKind>(
  collection: C,
  id: string,
  patch: DocumentData,
  user: VerifiedUser,
  request?: IdempotentRequest,
  hook?: EntryWriteHook,
): Promise<EntryByKind[C]> {
  return withWrite((db, gate) =>
    idempotentTransaction(db, gate, request, async (tx) => {
      const ref = db.collection(collection).doc(id);
      const current = await tx.get(ref);
      if (!current.exists) throw new NotFoundError(NOT_FOUND);
      const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      const data = {
        ...changes,
        ...goalReferenceFields(collection, { id, data: current.data() }),
        ...auditFields(user),
      };
      await hook?.(db, tx, { id, after: { ...current.data(), ...data }, before: current.data() });
      // An update sets each top-level field it names as one value: the `translations` map sent
      // replaces the stored one whole (a locale left out is gone, `{}` leaves none), and an update
      // without it keeps it (ADR 28).
      tx.update(ref, data);
      const before = current.data() ?? {};
      const after = { ...before, ...data };
      const action = Object.keys(changes).every((key) => key === 'order') ? 'move' : 'update';
      recordChange(db, tx, { kind: collection, entryId: id, action, before, after }, user);
      return toListed[collection](id, after) as EntryByKind[C];
    }),
  );
}

/**
 * Moves an existing entry to the bin, where it stays restorable for the retention window; 404 when
 * there is none (a keyed retry replays the first 200). The delete, the bin entry and the history
 * record commit together.
 */
export async function deleteEntry(
  collection: BinnedKind,
  id: string,
  user: VerifiedUser,
  request?: IdempotentRequest,
): Promise<void> {
  await withWrite((db, gate) =>
    idempotentTransaction(db, gate, request, async (tx) => {
      const ref = db.collection(collection).doc(id);
      const current = await tx.get(ref);
      if (!current.exists) throw new NotFoundError(NOT_FOUND);
      const before = current.data() ?? {};
      tx.delete(ref);
      putInBin(db, tx, collection, id, before, user, binRetentionDays);
      recordChange(db, tx, { kind: collection, entryId: id, action: 'delete', before, after: null }, user);
    }),
  );
}
