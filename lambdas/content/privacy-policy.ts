import { formatPolicyDate, PRIVACY_POLICY_ID, type PrivacyPolicyInput } from '../contract/content.js';
import type { PrivacyPolicy } from '../contract/entities.js';
import { withWrite } from '../platform/database/firestore.js';
import { NotFoundError } from '../platform/http/errors.js';
import type { VerifiedUser } from '../platform/http/verified-user.js';
import { auditFields } from './entries-repository.js';
import { toPrivacyPolicy } from './entry-mappers.js';
import { recordChange } from './history.js';
import { type IdempotentRequest, idempotentTransaction } from './idempotency.js';

const ref = (db: FirebaseFirestore.Firestore) => db.collection('privacyPolicy').doc(PRIVACY_POLICY_ID);

/**
 * Replaces the stored privacy policy with every field of `input`; "Last updated" is today's date
 * in the policy's own format, from the server clock. History in the same transaction.
 */
export function savePrivacyPolicy(
  input: PrivacyPolicyInput,
  user: VerifiedUser,
  request?: IdempotentRequest,
): Promise<PrivacyPolicy> {
  return withWrite((db, gate) =>
    idempotentTransaction(db, gate, request, async (tx) => {
      const current = await tx.get(ref(db));
      const before = current.exists ? (current.data() ?? {}) : null;
      const after = { ...input, lastUpdated: formatPolicyDate(new Date()), ...auditFields(user) };
      tx.set(ref(db), after);
      const action = before ? 'update' : 'create';
      recordChange(
        db,
        tx,
        { kind: 'privacyPolicy', entryId: PRIVACY_POLICY_ID, action, before, after },
        user,
      );
      return toPrivacyPolicy(PRIVACY_POLICY_ID, after);
    }),
  );
}

/**
 * Removes the stored policy, so the dialog shows its built-in text again (behaviour §3's fallback).
 * The removed version stays in the history, from where a revert brings it back.
 */
export function resetPrivacyPolicy(user: VerifiedUser, request?: IdempotentRequest): Promise<void> {
  return withWrite((db, gate) =>
    idempotentTransaction(db, gate, request, async (tx) => {
      const current = await tx.get(ref(db));
      if (!current.exists) throw new NotFoundError('The built-in text is already in use');
      tx.delete(ref(db));
      recordChange(
        db,
        tx,
        {
          kind: 'privacyPolicy',
          entryId: PRIVACY_POLICY_ID,
          action: 'reset',
          before: current.data() ?? {},
          after: null,
        },
        user,
      );
      return undefined;
    }),
  );
}
