import { createHash, randomBytes } from 'node:crypto';
import bs58 from 'bs58';
import type { DocumentData } from 'firebase-admin/firestore';
import { isPublicKey } from '../platform/solana/public-key.js';

/**
 * A donation goal's Solana Pay reference key (ADR 40): 32 random bytes in base58, a public key no one
 * holds the secret of. Made by the server in the goal's write transaction, never taken from the input.
 */
export function newGoalReference(): string {
  return bs58.encode(randomBytes(32));
}

/**
 * The reference of a goal stored before references existed (ADR 40): derived from its id (SHA-256 of a
 * fixed label and the id, 32 bytes), so the public answer serves it from the first read on, with no
 * write, and a donor can give to that goal at once; its next update stores this same value.
 */
export function legacyGoalReference(id: string): string {
  return bs58.encode(createHash('sha256').update(`donation goal reference\0${id}`).digest());
}

/** The goal's stored reference when it is a key, else its {@link legacyGoalReference}. */
export function goalReferenceOf(id: string, data: DocumentData | undefined): string {
  const stored = data?.reference;
  return typeof stored === 'string' && isPublicKey(stored) ? stored : legacyGoalReference(id);
}

/**
 * The reference a write of `collection` adds: a new goal gets a random one; a goal stored before
 * references (or with a broken one) stores its derived one at its next update, in the same transaction,
 * so the reference it was served under is kept.
 */
export function goalReferenceFields(
  collection: string,
  existing?: { id: string; data: DocumentData | undefined },
): { reference?: string } {
  if (collection !== 'donations') return {};
  if (!existing) return { reference: newGoalReference() };
  const stored = existing.data?.reference;
  if (typeof stored === 'string' && isPublicKey(stored)) return {};
  return { reference: legacyGoalReference(existing.id) };
}
