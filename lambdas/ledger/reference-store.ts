import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { receivedLamports } from './extract.js';
import type { ReferencedEntry } from './transfer-references.js';

/**
 * What each Solana Pay reference received (ADR 40): `donationLedger/{wallet}/references/{reference}`,
 * `lamports` (a decimal string), `gifts`, and the first transfer that carried it (`signature`,
 * `received`, `blockTime`, `references`: the request's receipt when the webhook missed it). Kept in the
 * same transaction as the ledger's transactions, for the signatures stored by that commit only, so a
 * transfer counts once however many runs read it.
 */
export const REFERENCES = 'references';

/** A stored decimal string of lamports; null when it cannot be read. */
const storedLamports = (value: unknown): bigint | null =>
  typeof value === 'string' && /^\d{1,40}$/.test(value) ? BigInt(value) : null;

/**
 * Reads, inside the commit's transaction, the totals of the references the fresh entries carry, and
 * returns the writes that add them (a Firestore transaction reads everything before it writes).
 */
export async function referenceTotals(
  ledger: DocumentReference,
  tx: Transaction,
  fresh: readonly ReferencedEntry[],
): Promise<() => void> {
  const adds = new Map<string, { lamports: bigint; gifts: number; first: ReferencedEntry }>();
  for (const entry of fresh) {
    for (const reference of entry.references ?? []) {
      const add = adds.get(reference) ?? { lamports: 0n, gifts: 0, first: entry };
      add.lamports += receivedLamports(entry);
      add.gifts += 1;
      adds.set(reference, add);
    }
  }
  if (adds.size === 0) return () => undefined;
  const refs = [...adds.keys()].map((reference) => ledger.collection(REFERENCES).doc(reference));
  const current = await tx.getAll(...refs);
  return () => {
    current.forEach((doc, i) => {
      const reference = refs[i]?.id as string;
      const add = adds.get(reference);
      if (!add) return;
      const before = doc.exists ? storedLamports(doc.get('lamports')) : 0n;
      const gifts = doc.exists ? Number(doc.get('gifts')) || 0 : 0;
      const { first } = add;
      tx.set(doc.ref, {
        reference,
        lamports: before === null ? 'unreadable' : (before + add.lamports).toString(),
        gifts: gifts + add.gifts,
        ...(doc.exists
          ? { first: doc.get('first') }
          : {
              first: {
                signature: first.signature,
                received: receivedLamports(first).toString(),
                blockTime: first.blockTime === null ? null : new Date(first.blockTime * 1000),
                references: first.references ?? [],
              },
            }),
        updatedAt: new Date(),
      });
    });
  };
}
