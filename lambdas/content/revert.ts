import type { DocumentData } from 'firebase-admin/firestore';
import { CONTENT_MESSAGES, formatPolicyDate, isContentKind, PRIVACY_POLICY_ID } from '../contract/content.js';
import type { ChartLink, EntryByCollection, PrivacyPolicy } from '../contract/entities.js';
import type { LedgerNote } from '../contract/ledger-notes.js';
import { withWrite } from '../platform/database/firestore.js';
import { ConflictError, HttpError, NotFoundError } from '../platform/http/errors.js';
import type { VerifiedUser } from '../platform/http/verified-user.js';
import { chartHosts } from './chart-hosts.js';
import { auditFields, type EntryWriteHook } from './entries-repository.js';
import { toListed, toPrivacyPolicy } from './entry-mappers.js';
import { HISTORY_COLLECTION, recordChange } from './history.js';
import { type IdempotentRequest, idempotentTransaction } from './idempotency.js';
import { toLedgerNote } from './ledger-notes.js';
import { assertStoredContent } from './stored-content.js';

/** Fields a revert does not take from the old version: the place in the list and the audit. */
const KEPT_FIELDS = new Set(['order', 'updatedAt', 'updatedBy', 'lastUpdated']);

/** A version's own content: everything but the fields a revert keeps from now. */
function contentOf(version: DocumentData): DocumentData {
  return Object.fromEntries(Object.entries(version).filter(([key]) => !KEPT_FIELDS.has(key)));
}

type Reverted = EntryByCollection[keyof EntryByCollection] | ChartLink | PrivacyPolicy | LedgerNote;

/**
 * Makes an entry what it was after the change `historyId` recorded: its content fields replaced
 * whole by that version's (fields added since go), its place in the list kept, the audit fields
 * set now. The revert is itself a change with its own history record, in the same transaction, as is
 * `hook`'s work for the entry's kind.
 */
export function revertToVersion(
  historyId: string,
  user: VerifiedUser,
  request?: IdempotentRequest,
  hook?: (kind: string) => EntryWriteHook | undefined,
): Promise<Reverted> {
  return withWrite((db, gate) =>
    idempotentTransaction(db, gate, request, async (tx) => {
      const record = await tx.get(db.collection(HISTORY_COLLECTION).doc(historyId));
      if (!record.exists) throw new NotFoundError('No version with this id');
      const kind = record.get('kind') as unknown;
      const entryId = record.get('entryId') as unknown;
      if (!isContentKind(kind) || typeof entryId !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(entryId)) {
        throw new HttpError(422, CONTENT_MESSAGES.revertInvalid, [
          { field: isContentKind(kind) ? 'entryId' : 'kind', message: 'Not a content entry' },
        ]);
      }
      const version = record.get('after') as DocumentData | null;
      if (!version) throw new ConflictError(CONTENT_MESSAGES.revertRemoved);

      // The record may have been changed since it was written: today's rules judge it (ADR 13).
      const check = () =>
        assertStoredContent(kind, contentOf(version), chartHosts ?? [], CONTENT_MESSAGES.revertInvalid);

      if (kind === 'privacyPolicy') {
        check();
        const ref = db.collection('privacyPolicy').doc(PRIVACY_POLICY_ID);
        const current = await tx.get(ref);
        const before = current.exists ? (current.data() ?? {}) : null;
        const after = {
          ...contentOf(version),
          lastUpdated: formatPolicyDate(new Date()),
          ...auditFields(user),
        };
        tx.set(ref, after);
        recordChange(db, tx, { kind, entryId, action: 'revert', before, after }, user);
        return toPrivacyPolicy(PRIVACY_POLICY_ID, after);
      }

      const ref = db.collection(kind).doc(entryId);
      const current = await tx.get(ref);
      if (!current.exists) throw new ConflictError(CONTENT_MESSAGES.revertInBin);
      check();
      const before = current.data() ?? {};
      // A note has no place in a list: it keeps none.
      const place = kind === 'ledgerNotes' ? {} : { order: before.order ?? version.order ?? 0 };
      const after = { ...contentOf(version), ...place, ...auditFields(user) };
      // A revert that publishes again queues like an edit (ADR 36's outbox, passed in by the handler).
      await hook?.(kind)?.(db, tx, { id: entryId, after, before });
      tx.set(ref, after);
      recordChange(db, tx, { kind, entryId, action: 'revert', before, after }, user);
      return kind === 'ledgerNotes' ? toLedgerNote(entryId, after) : toListed[kind](entryId, after);
    }),
  );
}
