import type { Firestore } from 'firebase-admin/firestore';
import { type LedgerEntry, listKey, monthOf, SOL } from './extract.js';
import { referenceTotals } from './reference-store.js';
import type { ReferencedEntry } from './transfer-references.js';

/**
 * Firestore layout of the donation ledger: `donationLedger/{wallet}` (the import's state: a cursor per
 * address read, when the ledger was last brought up to date), `.../transactions/{signature}` (one
 * document a transaction, created with a precondition: a signature is stored once),
 * `.../unread/{signature}` (what the node listed but could not return, retried by later runs: ADR 30),
 * `.../months/{YYYY-MM}` (totals in, out and fees per asset: `in_<asset>`, `out_<asset>`, `fees_SOL` as
 * decimal strings of raw units, `decimals_<asset>`, kept in the same transaction as the transactions).
 */
export const LEDGER = 'donationLedger';

/**
 * A transaction the node listed but did not return (null, or an error saying its block or history is
 * missing), or returned under another signature, at a run's last call for it (ADR 30).
 */
export interface UnreadTransaction {
  signature: string;
  slot: number;
  blockTime: number | null;
  reason: 'not-returned' | 'other-signature' | 'rpc-error';
  /** What the node answered, in words (a JSON-RPC error's code and message). */
  error: string;
}

/** A transaction kept unread, as stored: with the number of runs that have asked for it. */
export interface UnreadRecord extends UnreadTransaction {
  runs: number;
}

/** What a commit changes among the unread transactions. */
export interface UnreadChanges {
  /** Newly listed and not returned after every attempt: kept as unread, tried by one run. */
  found?: UnreadTransaction[];
  /** Asked for again by this run and still not returned: `runs` is the count with this run. */
  again?: UnreadRecord[];
  /** Returned at last: their records go in the transaction that stores them. */
  read?: string[];
}

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
  /** The latest token accounts of listed mints left unfollowed, the cap reached (at most the cap: ADR 30). */
  unfollowed: string[];
}

export const ledgerDoc = (db: Firestore, wallet: string) => db.collection(LEDGER).doc(wallet);
export const transactionsOf = (db: Firestore, wallet: string) =>
  ledgerDoc(db, wallet).collection('transactions');
/** Signatures the node listed but could not return (after every attempt): kept, retried, never counted until read. */
export const unreadOf = (db: Firestore, wallet: string) => ledgerDoc(db, wallet).collection('unread');
export const monthsOf = (db: Firestore, wallet: string) => ledgerDoc(db, wallet).collection('months');

export async function readState(db: Firestore, wallet: string): Promise<LedgerState> {
  const doc = await ledgerDoc(db, wallet).get();
  if (!doc.exists)
    return {
      addresses: { [wallet]: { newest: null, pending: null } },
      syncedAt: null,
      stored: 0,
      unfollowed: [],
    };
  const syncedAt = doc.get('syncedAt') as { toDate(): Date } | null | undefined;
  return {
    addresses: doc.get('addresses') as LedgerState['addresses'],
    syncedAt: syncedAt ? syncedAt.toDate() : null,
    stored: (doc.get('stored') as number | undefined) ?? 0,
    unfollowed: (doc.get('unfollowed') as string[] | undefined) ?? [],
  };
}

/** The stored form of the import's state (written with each commit). */
export function stateDocument(wallet: string, state: LedgerState): Record<string, unknown> {
  return {
    wallet,
    addresses: state.addresses,
    syncedAt: state.syncedAt,
    stored: state.stored,
    unfollowed: state.unfollowed,
    updatedAt: new Date(),
  };
}

/** The signatures among `signatures` already stored. */
export async function storedAmong(db: Firestore, wallet: string, signatures: string[]): Promise<Set<string>> {
  if (signatures.length === 0) return new Set();
  const collection = transactionsOf(db, wallet);
  const docs = await db.getAll(...signatures.map((s) => collection.doc(s)), { fieldMask: ['slot'] });
  return new Set(docs.filter((d) => d.exists).map((d) => d.id));
}

const toDate = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));

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
    ...(entry.unlistedArrived ? { unlistedArrived: true } : {}),
    ...((entry as ReferencedEntry).references ? { references: (entry as ReferencedEntry).references } : {}),
    ...(entry.kind === 'transfer' ? { listKey: listKey(entry.slot, entry.signature) } : {}),
    // Listed outflows are flagged, and ordered by their own key so the panel pages them (ADR 30).
    ...(entry.kind === 'transfer' && entry.movements.some((m) => m.amount.startsWith('-'))
      ? { outflow: true, outflowKey: listKey(entry.slot, entry.signature) }
      : {}),
    // The proposal that executed it, as read when it was stored (ADR 33).
    ...(entry.approval
      ? {
          approval: {
            ...entry.approval,
            approvedAt: toDate(entry.approval.approvedAt),
            executedAt: toDate(entry.approval.executedAt),
          },
        }
      : {}),
  };
}

/** The stored form of an unread transaction: its last error, and the runs that have asked for it. */
function unreadDocument(u: UnreadTransaction, runs: number, at: Date) {
  return {
    signature: u.signature,
    slot: u.slot,
    blockTime: u.blockTime === null ? null : new Date(u.blockTime * 1000),
    reason: u.reason,
    // Bounded: a node's message is not ours to store whole.
    lastError: u.error.slice(0, 300),
    runs,
    lastTriedAt: at,
  };
}

/** A month's count of transactions in which tokens the site does not list arrived (ADR 30). */
export const UNLISTED_FIELD = 'unlistedArrivals';

/** A stored raw amount: a decimal string of digits (or, written before ADR 30, a safe integer). */
export function storedRaw(value: unknown): bigint | null {
  if (value === undefined || value === null) return 0n;
  if (typeof value === 'string' && /^\d{1,40}$/.test(value)) return BigInt(value);
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  return null;
}

type MonthTotals = Record<string, { in: bigint; out: bigint; fees: bigint; decimals: number }>;

/** The totals the entries add, per month and asset, in raw units (BigInt: exact whatever the size). */
function monthTotals(entries: LedgerEntry[]): Map<string, MonthTotals> {
  const months = new Map<string, MonthTotals>();
  for (const entry of entries) {
    const month = monthOf(entry.blockTime);
    const totals = months.get(month) ?? {};
    const add = (asset: string, decimals: number, field: 'in' | 'out' | 'fees', amount: bigint) => {
      const row = totals[asset] ?? { in: 0n, out: 0n, fees: 0n, decimals };
      row[field] += amount;
      totals[asset] = row;
    };
    if (entry.fee > 0) add(SOL, 9, 'fees', BigInt(entry.fee));
    if (entry.kind === 'transfer') {
      for (const m of entry.movements) {
        const amount = BigInt(m.amount);
        add(m.asset, m.decimals, amount > 0n ? 'in' : 'out', amount < 0n ? -amount : amount);
      }
    }
    months.set(month, totals);
  }
  return months;
}

/**
 * Stores the entries not stored yet and adds them to their months' totals, with the import's state,
 * in one Firestore transaction (ADR 30): the totals are decimal strings of raw units summed with
 * BigInt (an increment would sum doubles, exact only to 2^53), and a signature already stored (by an
 * earlier run cut short, or a run at the same time) is skipped inside the transaction, so a commit
 * retried or run twice counts nothing twice. Returns how many were stored and how many were there.
 */
export async function commitEntries(
  db: Firestore,
  wallet: string,
  entries: LedgerEntry[],
  unread: UnreadChanges,
  state: (stored: number) => Record<string, unknown>,
): Promise<{ stored: number; skipped: number }> {
  const collection = transactionsOf(db, wallet);
  const found = unread.found ?? [];
  return db.runTransaction(async (tx) => {
    const there =
      entries.length === 0
        ? []
        : await tx.getAll(...entries.map((e) => collection.doc(e.signature)), { fieldMask: ['slot'] });
    // One already kept (two runs at once listed it) keeps its count of runs.
    const kept =
      found.length === 0
        ? []
        : await tx.getAll(...found.map((u) => unreadOf(db, wallet).doc(u.signature)), {
            fieldMask: ['runs'],
          });
    const present = new Set(there.filter((d) => d.exists).map((d) => d.id));
    const fresh = entries.filter((e) => !present.has(e.signature));
    // What each Solana Pay reference received, counted with the signatures stored here (ADR 40).
    const addReferences = await referenceTotals(ledgerDoc(db, wallet), tx, fresh);
    const months = monthTotals(fresh);
    const unlisted = new Map<string, number>();
    for (const entry of fresh) {
      if (!entry.unlistedArrived) continue;
      const month = monthOf(entry.blockTime);
      unlisted.set(month, (unlisted.get(month) ?? 0) + 1);
      if (!months.has(month)) months.set(month, {});
    }
    const refs = [...months.keys()].map((month) => monthsOf(db, wallet).doc(month));
    const current = refs.length === 0 ? [] : await tx.getAll(...refs);
    for (const entry of fresh) tx.create(collection.doc(entry.signature), entryDocument(entry));
    addReferences();
    current.forEach((doc, i) => {
      const month = refs[i]?.id as string;
      const totals = months.get(month) as MonthTotals;
      // Flat field names (`in_<asset>`...): one level, so each is a plain identifier (a mint is base58).
      const fields: Record<string, unknown> = { month };
      for (const [asset, row] of Object.entries(totals)) {
        for (const kind of ['in', 'out', 'fees'] as const) {
          if (row[kind] === 0n) continue;
          const before = storedRaw(doc.get(`${kind}_${asset}`));
          // A total that cannot be read (a double past 2^53) stays unreadable: the public read shows a dash.
          fields[`${kind}_${asset}`] = before === null ? 'unreadable' : (before + row[kind]).toString();
        }
        fields[`decimals_${asset}`] = row.decimals;
      }
      const arrived = unlisted.get(month);
      if (arrived) {
        const before = doc.get(UNLISTED_FIELD);
        fields[UNLISTED_FIELD] = (Number.isSafeInteger(before) ? (before as number) : 0) + arrived;
      }
      tx.set(doc.ref, fields, { merge: true });
    });
    const at = new Date();
    found.forEach((u, i) => {
      if (kept[i]?.exists) return;
      tx.set(unreadOf(db, wallet).doc(u.signature), { ...unreadDocument(u, 1, at), firstTriedAt: at });
    });
    for (const u of unread.again ?? []) {
      tx.set(unreadOf(db, wallet).doc(u.signature), unreadDocument(u, u.runs, at), { merge: true });
    }
    // Read at last: stored above (or already there), so no longer unread.
    for (const signature of unread.read ?? []) tx.delete(unreadOf(db, wallet).doc(signature));
    tx.set(ledgerDoc(db, wallet), state(fresh.length));
    return { stored: fresh.length, skipped: present.size };
  });
}
