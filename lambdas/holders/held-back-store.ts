import type { Firestore } from 'firebase-admin/firestore';
import { compareKeys, type Holders, KEY_BYTES } from './holder-set.js';
import { feedRef } from './holder-store.js';
import { ADDRESS_BYTES, type HeldBack } from './newcomer-check.js';

// The newcomers a run held back, past its checks of the second provider (ADR 35, "Amendment: no newcomer
// believed unasked"): remembered in one document, `holderFeed/{mint}/pending/newcomers` (`owners`: sorted
// 32-byte keys, at most HELD_BACK_MAX; `accounts`: the token account the first provider named for each,
// its base58 text in ADDRESS_BYTES, zeros when none was named), so that the next incremental run asks about them even though
// their accounts did not change again. A full scan lists them anyway and rewrites the document. A
// document stored before `accounts` holds owners only: those wait for the next full scan.

const PENDING = 'pending';
const NEWCOMERS = 'newcomers';

const heldBackRef = (db: Firestore, mint: string) => feedRef(db, mint).collection(PENDING).doc(NEWCOMERS);

/** The keys the last run held back (sorted) and their accounts, none when it held back nobody. */
export async function readHeldBack(db: Firestore, mint: string): Promise<HeldBack> {
  const doc = await heldBackRef(db, mint).get();
  const owners = (doc.get('owners') as Buffer | undefined) ?? Buffer.alloc(0);
  const accounts = doc.get('accounts') as Buffer | undefined;
  const n = owners.length / KEY_BYTES;
  return {
    owners,
    accounts: accounts?.length === n * ADDRESS_BYTES ? accounts : Buffer.alloc(n * ADDRESS_BYTES),
  };
}

/** Stores the keys this run held back with their accounts, or deletes the document when it held back nobody. */
export async function saveHeldBack(db: Firestore, mint: string, held: HeldBack, at: Date): Promise<void> {
  if (held.owners.length === 0) await heldBackRef(db, mint).delete();
  else
    await heldBackRef(db, mint).set({
      owners: held.owners,
      accounts: held.accounts,
      count: held.owners.length / KEY_BYTES,
      updatedAt: at,
    });
}

/**
 * An incremental run's holders with the held-back keys it has not listed itself (amount unknown: 0n, and
 * an incremental run feeds no statistics), sorted and without duplicates, each with its account: the
 * one listed now, else the one remembered.
 */
export function withHeldBack(changed: Holders, heldBack: HeldBack): Holders {
  const held = heldBack.owners;
  const nHeld = held.length / KEY_BYTES;
  if (nHeld === 0) return changed;
  const owners: Buffer[] = [];
  const amounts: bigint[] = [];
  const accounts: (string | undefined)[] = [];
  const remembered = (j: number) => {
    const text = heldBack.accounts.toString('latin1', j * ADDRESS_BYTES, (j + 1) * ADDRESS_BYTES);
    const end = text.indexOf('\0');
    const address = end < 0 ? text : text.slice(0, end);
    return address === '' ? undefined : address;
  };
  let i = 0;
  let j = 0;
  while (i < changed.count || j < nHeld) {
    const order = i >= changed.count ? 1 : j >= nHeld ? -1 : compareKeys(changed.owners, i, held, j);
    if (order <= 0) {
      owners.push(changed.owners.subarray(i * KEY_BYTES, (i + 1) * KEY_BYTES));
      amounts.push(changed.amounts[i] as bigint);
      accounts.push(changed.accountOf?.(i) ?? (order === 0 ? remembered(j) : undefined));
      i++;
      if (order === 0) j++;
    } else {
      owners.push(held.subarray(j * KEY_BYTES, (j + 1) * KEY_BYTES));
      amounts.push(0n);
      accounts.push(remembered(j));
      j++;
    }
  }
  return {
    count: owners.length,
    owners: Buffer.concat(owners),
    amounts: BigUint64Array.from(amounts),
    accountOf: (k) => accounts[k],
  };
}
