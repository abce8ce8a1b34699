import type { Firestore } from 'firebase-admin/firestore';
import { compareKeys, type Holders, KEY_BYTES } from './holder-set.js';
import { feedRef } from './holder-store.js';

// The newcomers a run held back, past its checks of the second provider (ADR 35, "Amendment: no newcomer
// believed unasked"): remembered in one document, `holderFeed/{mint}/pending/newcomers` (`owners`: sorted
// 32-byte keys, at most HELD_BACK_MAX), so that the next incremental run asks about them even though
// their accounts did not change again. A full scan lists them anyway and rewrites the document.

const PENDING = 'pending';
const NEWCOMERS = 'newcomers';

const heldBackRef = (db: Firestore, mint: string) => feedRef(db, mint).collection(PENDING).doc(NEWCOMERS);

/** The keys the last run held back (sorted), none when it held back nobody. */
export async function readHeldBack(db: Firestore, mint: string): Promise<Buffer> {
  const owners = (await heldBackRef(db, mint).get()).get('owners') as Buffer | undefined;
  return owners ?? Buffer.alloc(0);
}

/** Stores the keys this run held back, or deletes the document when it held back nobody. */
export async function saveHeldBack(db: Firestore, mint: string, keys: Buffer, at: Date): Promise<void> {
  if (keys.length === 0) await heldBackRef(db, mint).delete();
  else await heldBackRef(db, mint).set({ owners: keys, count: keys.length / KEY_BYTES, updatedAt: at });
}

/**
 * An incremental run's holders with the held-back keys it has not listed itself (amount unknown: 0n, and
 * an incremental run feeds no statistics), sorted and without duplicates.
 */
export function withHeldBack(changed: Holders, held: Buffer): Holders {
  const nHeld = held.length / KEY_BYTES;
  if (nHeld === 0) return changed;
  const owners: Buffer[] = [];
  const amounts: bigint[] = [];
  let i = 0;
  let j = 0;
  while (i < changed.count || j < nHeld) {
    const order = i >= changed.count ? 1 : j >= nHeld ? -1 : compareKeys(changed.owners, i, held, j);
    if (order <= 0) {
      owners.push(changed.owners.subarray(i * KEY_BYTES, (i + 1) * KEY_BYTES));
      amounts.push(changed.amounts[i] as bigint);
      i++;
      if (order === 0) j++;
    } else {
      owners.push(held.subarray(j * KEY_BYTES, (j + 1) * KEY_BYTES));
      amounts.push(0n);
      j++;
    }
  }
  return { count: owners.length, owners: Buffer.concat(owners), amounts: BigUint64Array.from(amounts) };
}
