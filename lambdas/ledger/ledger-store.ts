import { FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { type LedgerEntry, listKey, monthOf, SOL } from './extract.js';

/**
 * Firestore layout of the donation ledger: `donationLedger/{wallet}` (the import's state: a cursor per
 * address read, when the ledger was last brought up to date), `.../transactions/{signature}` (one
 * document a transaction, created with a precondition: a signature is stored once) and
 * `.../months/{YYYY-MM}` (totals in, out and fees per asset: `in_<asset>`, `out_<asset>`, `fees_SOL`, `decimals_<asset>`, kept in the same commit as the transactions).
 */
export const LEDGER = 'donationLedger';
/** gRPC ALREADY_EXISTS: a create() precondition failed because the document is there. */
export const ALREADY_EXISTS = 6;

/** How far the reading of one address has got (newest first, ADR 16: resumable across runs). */
export interface AddressCursor {
  /** The newest signature of the address read and stored with everything older (null: none yet). */
  newest: string | null;
  /** A read under way, newest first: it started at `top`, has stored down to `before`, and ends at `until`. */
  pending: { top: string | null; before: string | null; until: string | null } | null;
}

export interface LedgerState {
  /** The wallet and the token accounts it owns, by address. */
  addresses: Record<string, AddressCursor>;
  /** When a run last ended with every address read to its newest transaction (null during the first import). */
  syncedAt: Date | null;
  /** Transactions stored so far. */
  stored: number;
}

export const ledgerDoc = (db: Firestore, wallet: string) => db.collection(LEDGER).doc(wallet);
export const transactionsOf = (db: Firestore, wallet: string) =>
  ledgerDoc(db, wallet).collection('transactions');
export const monthsOf = (db: Firestore, wallet: string) => ledgerDoc(db, wallet).collection('months');

export async function readState(db: Firestore, wallet: string): Promise<LedgerState> {
  const doc = await ledgerDoc(db, wallet).get();
  if (!doc.exists)
    return { addresses: { [wallet]: { newest: null, pending: null } }, syncedAt: null, stored: 0 };
  const syncedAt = doc.get('syncedAt') as { toDate(): Date } | null | undefined;
  return {
    addresses: doc.get('addresses') as LedgerState['addresses'],
    syncedAt: syncedAt ? syncedAt.toDate() : null,
    stored: (doc.get('stored') as number | undefined) ?? 0,
  };
}

export function writeState(batch: WriteBatch, db: Firestore, wallet: string, state: LedgerState): void {
  batch.set(ledgerDoc(db, wallet), {
    wallet,
    addresses: state.addresses,
    syncedAt: state.syncedAt,
    stored: state.stored,
    updatedAt: new Date(),
  });
}

/** The signatures among `signatures` already stored. */
export async function storedAmong(db: Firestore, wallet: string, signatures: string[]): Promise<Set<string>> {
  if (signatures.length === 0) return new Set();
  const collection = transactionsOf(db, wallet);
  const docs = await db.getAll(...signatures.map((s) => collection.doc(s)), { fieldMask: ['slot'] });
  return new Set(docs.filter((d) => d.exists).map((d) => d.id));
}

/** The stored form of an entry. */
export function entryDocument(entry: LedgerEntry) {
  return {
    signature: entry.signature,
    slot: entry.slot,
    blockTime: entry.blockTime === null ? null : new Date(entry.blockTime * 1000),
    month: monthOf(entry.blockTime),
    kind: entry.kind,
    movements: entry.movements,
    fee: entry.fee,
    // Only listed entries have a list key, so the public list is one ordered field (no composite index).
    ...(entry.kind === 'transfer' ? { listKey: listKey(entry.slot, entry.signature) } : {}),
    // Listed outflows are flagged, so the panel finds the ones to explain with one equality filter.
    ...(entry.kind === 'transfer' && entry.movements.some((m) => m.amount.startsWith('-'))
      ? { outflow: true }
      : {}),
  };
}

/**
 * Adds to `batch` the creation of each entry and the increments of its month's totals; returns the
 * number of writes. Amounts are summed as numbers: exact up to 2^53 raw units a month and asset.
 */
export function addEntries(batch: WriteBatch, db: Firestore, wallet: string, entries: LedgerEntry[]): number {
  const collection = transactionsOf(db, wallet);
  const months = new Map<
    string,
    Record<string, { in: number; out: number; fees: number; decimals: number }>
  >();
  for (const entry of entries) {
    batch.create(collection.doc(entry.signature), entryDocument(entry));
    const month = monthOf(entry.blockTime);
    const totals = months.get(month) ?? {};
    const add = (asset: string, decimals: number, field: 'in' | 'out' | 'fees', amount: number) => {
      const row = totals[asset] ?? { in: 0, out: 0, fees: 0, decimals };
      row[field] += amount;
      totals[asset] = row;
    };
    if (entry.fee > 0) add(SOL, 9, 'fees', entry.fee);
    if (entry.kind === 'transfer') {
      for (const m of entry.movements) {
        const amount = Number(BigInt(m.amount));
        add(m.asset, m.decimals, amount > 0 ? 'in' : 'out', Math.abs(amount));
      }
    }
    months.set(month, totals);
  }
  for (const [month, totals] of months) {
    // Flat field names (`in_<asset>`...): one level, so each is a plain identifier (a mint is base58).
    const fields: Record<string, unknown> = { month };
    for (const [asset, row] of Object.entries(totals)) {
      if (row.in) fields[`in_${asset}`] = FieldValue.increment(row.in);
      if (row.out) fields[`out_${asset}`] = FieldValue.increment(row.out);
      if (row.fees) fields[`fees_${asset}`] = FieldValue.increment(row.fees);
      fields[`decimals_${asset}`] = row.decimals;
    }
    batch.set(monthsOf(db, wallet).doc(month), fields, { merge: true });
  }
  return entries.length + months.size;
}
