import bs58 from 'bs58';
import type { RestFirestore } from '../platform/database/firestore-rest/rest-firestore.js';
import type { KnownSetLookup } from './known-store.js';
import { ALREADY_EXISTS, type NewHolder, newHolderDocuments } from './new-holder.js';

// The webhook's write, over Firestore's REST API: the provider gives up after about a second, so its
// function loads no firebase-admin. The reconciler records newcomers in batches (holder-store.ts).

/**
 * Records a wallet as a new holder (the webhook), unless it is known: in the compact set of every
 * wallet the reconciliation has seen holding the mint (which is how imported holders are known),
 * or already recorded. The holder document and the event are created in one commit with create():
 * the commit fails as a whole when the wallet is already recorded, so a repeated or concurrent
 * delivery, or a reconciliation racing the webhook, never makes a second event. True when this
 * call recorded it.
 */
export async function recordNewHolder(
  db: RestFirestore,
  mint: string,
  holder: NewHolder,
  known: KnownSetLookup,
): Promise<boolean> {
  if (await known.has(Buffer.from(bs58.decode(holder.wallet)))) return false;
  try {
    await db.create(newHolderDocuments(mint, holder));
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}
