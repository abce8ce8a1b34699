import { randomBytes } from 'node:crypto';
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
 * The reference a write of `collection` adds: a new goal gets one; a goal stored before references (or
 * with a broken one) gets one at its next update, in the same transaction, so it is made once and kept.
 */
export function goalReferenceFields(collection: string, before?: DocumentData): { reference?: string } {
  if (collection !== 'donations') return {};
  const stored = before?.reference;
  if (typeof stored === 'string' && isPublicKey(stored)) return {};
  return { reference: newGoalReference() };
}
