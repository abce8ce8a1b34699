import type { DocumentData } from 'firebase-admin/firestore';
import type { Translations } from '../contract/content-locales.js';
import { LEDGER_NOTES } from '../contract/ledger.js';
import type { LedgerNote } from '../contract/ledger-notes.js';
import { storedTranslations } from '../contract/stored-translations.js';
import { withWrite } from '../platform/database/firestore.js';
import type { VerifiedUser } from '../platform/http/verified-user.js';
import { isoTime } from '../platform/iso-time.js';
import { auditFields } from './entries-repository.js';
import { changedFields, recordChange } from './history.js';
import { type IdempotentRequest, idempotentTransaction } from './idempotency.js';

/** A note's stored translations, as a field to spread: none when it has none. */
function withTranslations(stored: unknown): { translations?: Translations<'note'> } {
  const translations = storedTranslations('ledgerNotes', stored);
  return translations ? { translations } : {};
}

/** A stored note as the admin panel reads it. */
export function toLedgerNote(signature: string, data: DocumentData): LedgerNote {
  return {
    signature,
    note: typeof data.note === 'string' ? data.note : '',
    link: typeof data.link === 'string' ? data.link : null,
    ...withTranslations(data.translations),
    updatedAt: isoTime(data.updatedAt) ?? '',
    ...(typeof data.updatedBy === 'string' ? { updatedBy: data.updatedBy } : {}),
  };
}

/**
 * Sets the note of the outflow `signature` (the caller has checked that it is one), with its history
 * record in the same transaction (ADR 17). Sending the note it already has changes nothing and records
 * nothing, so a repeated save without an Idempotency-Key is harmless too.
 */
export function saveLedgerNote(
  signature: string,
  input: { note: string; link?: string | null; translations?: Translations<'note'> },
  user: VerifiedUser,
  request?: IdempotentRequest,
): Promise<LedgerNote> {
  return withWrite((db, gate) =>
    idempotentTransaction(db, gate, request, async (tx) => {
      const ref = db.collection(LEDGER_NOTES).doc(signature);
      const current = await tx.get(ref);
      const before = current.exists ? (current.data() ?? {}) : null;
      // As with every entry (ADR 28): a body that names no translations keeps the stored ones.
      const translations = input.translations ?? storedTranslations('ledgerNotes', before?.translations);
      const content = {
        note: input.note,
        link: input.link ?? null,
        ...(translations && Object.keys(translations).length > 0 ? { translations } : {}),
      };
      if (before && changedFields(before, content).length === 0) return toLedgerNote(signature, before);
      const after = { ...content, ...auditFields(user) };
      tx.set(ref, after);
      const action = before ? 'update' : 'create';
      recordChange(db, tx, { kind: 'ledgerNotes', entryId: signature, action, before, after }, user);
      return toLedgerNote(signature, after);
    }),
  );
}
