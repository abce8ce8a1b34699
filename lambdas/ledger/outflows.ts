import type { AdminLedgerOutflows } from '../contract/ledger-notes.js';
import type { ReadDatabase } from '../platform/database/read-database.js';
import { isoTime } from '../platform/iso-time.js';
import { isOutflow, ledgerOf, withNotes } from './public-ledger.js';

/** Outflows a page of the panel's list holds. */
export const OUTFLOWS_PAGE_SIZE = 50;

/**
 * The listed outflows of the wallet, newest first, a page at a time (`before`: the `next` of the page
 * before), each with its note or none: what the panel's Ledger tab and dashboard show. One ordered field,
 * `outflowKey` (an outflow's list key), so no composite index; only outflows of listed assets have one
 * (ADR 30), so what strangers send never crowds the list.
 */
export async function readOutflows(
  db: ReadDatabase,
  wallet: string,
  options: { before?: string; pageSize?: number } = {},
): Promise<AdminLedgerOutflows> {
  const size = options.pageSize ?? OUTFLOWS_PAGE_SIZE;
  const ledger = ledgerOf(db, wallet);
  let query = ledger.collection('transactions').where('outflowKey', '>', '').orderBy('outflowKey', 'desc');
  if (options.before) query = query.where('outflowKey', '<', options.before);
  const [state, snapshot] = await Promise.all([ledger.get(), query.limit(size + 1).get()]);
  const docs = snapshot.docs.slice(0, size);
  return {
    syncedAt: state.exists ? (isoTime(state.get('syncedAt')) ?? null) : null,
    outflows: await withNotes(
      db,
      docs.map((d) => d.data()),
    ),
    next: snapshot.docs.length > size ? String(docs[docs.length - 1]?.get('outflowKey')) : null,
  };
}

/** True when `signature` is a listed outflow of the wallet: only those take a note. */
export async function isListedOutflow(db: ReadDatabase, wallet: string, signature: string): Promise<boolean> {
  const doc = await ledgerOf(db, wallet).collection('transactions').doc(signature).get();
  const data = doc.exists ? doc.data() : undefined;
  return !!data && typeof data.listKey === 'string' && isOutflow(data);
}
