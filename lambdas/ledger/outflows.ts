import type { AdminLedgerOutflows } from '../contract/ledger-notes.js';
import type { ReadDatabase } from '../platform/database/read-database.js';
import { isoTime } from '../platform/iso-time.js';
import { isOutflow, ledgerOf, withNotes } from './public-ledger.js';

/** Outflows read at most: a donation wallet spends rarely, far fewer times than this (ADR 16). */
const OUTFLOWS_READ_MAX = 1000;

/**
 * Every listed outflow of the wallet, newest first, each with its note or none: what the panel's
 * Ledger tab and dashboard show. One equality filter (no composite index); sorted here.
 */
export async function readOutflows(db: ReadDatabase, wallet: string): Promise<AdminLedgerOutflows> {
  const ledger = ledgerOf(db, wallet);
  const [state, snapshot] = await Promise.all([
    ledger.get(),
    ledger.collection('transactions').where('outflow', '==', true).limit(OUTFLOWS_READ_MAX).get(),
  ]);
  const stored = snapshot.docs
    .map((d) => d.data())
    .sort((a, b) => (String(a.listKey) < String(b.listKey) ? 1 : -1));
  return {
    syncedAt: state.exists ? (isoTime(state.get('syncedAt')) ?? null) : null,
    outflows: await withNotes(db, stored),
  };
}

/** True when `signature` is a listed outflow of the wallet: only those take a note. */
export async function isListedOutflow(db: ReadDatabase, wallet: string, signature: string): Promise<boolean> {
  const doc = await ledgerOf(db, wallet).collection('transactions').doc(signature).get();
  const data = doc.exists ? doc.data() : undefined;
  return !!data && typeof data.listKey === 'string' && isOutflow(data);
}
