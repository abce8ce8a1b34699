import type { NewHolderPayload } from '../contract/holders.js';
import type { ReadDatabase } from '../platform/database/read-database.js';
import { isoTime } from '../platform/iso-time.js';
import { EVENTS } from './feed-state.js';

/** A holder counts as new for this long after it was first seen. */
const NEW_FOR_MS = 60_000;

/** Shortens a wallet address for display: first and last four characters. */
export function shortWallet(wallet: string): string {
  return wallet.length > 10 ? `${wallet.slice(0, 4)}...${wallet.slice(-4)}` : wallet;
}

/**
 * The most recent holder from `newHolders` (written by the holder webhook and the reconciler), if
 * it was first seen within the last minute.
 */
export async function readLatestHolder(db: ReadDatabase): Promise<NewHolderPayload> {
  const snapshot = await db.collection(EVENTS).orderBy('seenAt', 'desc').limit(1).get();
  const doc = snapshot.docs[0];
  const wallet = doc?.get('wallet');
  const seenAt = isoTime(doc?.get('seenAt'));
  if (typeof wallet !== 'string' || !seenAt || Date.now() - Date.parse(seenAt) > NEW_FOR_MS) {
    return { has_new_holder: false, holder: null };
  }
  const signature = doc?.get('signature');
  return {
    has_new_holder: true,
    holder: {
      wallet,
      short: shortWallet(wallet),
      seenAt,
      ...(typeof signature === 'string' ? { signature } : {}),
    },
  };
}
