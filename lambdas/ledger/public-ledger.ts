import type {
  DonationLedger,
  LedgerApproval,
  LedgerExplanation,
  LedgerMonthAsset,
  LedgerTransaction,
} from '../contract/ledger.js';
import { LEDGER_NOTES, LEDGER_PAGE_SIZE } from '../contract/ledger.js';
import { storedTranslations } from '../contract/stored-translations.js';
import type { ReadData, ReadDatabase } from '../platform/database/read-database.js';
import { isoTime } from '../platform/iso-time.js';
import { type Movement, shortAddress } from './extract.js';
import { storedRaw, UNLISTED_FIELD } from './ledger-store.js';

const LEDGER = 'donationLedger';

/** The wallet's ledger document, read over either client. */
export const ledgerOf = (db: ReadDatabase, wallet: string) => db.collection(LEDGER).doc(wallet);

const withTranslations = <T>(translations: T | undefined) => (translations ? { translations } : {});

/** The public form of a note: its text, link and time, nothing about who wrote it (ADR 18). */
function explanationOf(note: ReadData | undefined): LedgerExplanation | null {
  if (!note || typeof note.note !== 'string') return null;
  return {
    note: note.note,
    link: typeof note.link === 'string' ? note.link : null,
    ...withTranslations(storedTranslations('ledgerNotes', note.translations)),
    explainedAt: isoTime(note.updatedAt) ?? '',
  };
}

const BASE58_KEY = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * The stored proposal of an outflow as visitors see it, checked field by field (ADR 30): a field of
 * another shape is served as not readable rather than as something else.
 */
function approvalOf(stored: unknown): LedgerApproval | null {
  if (!stored || typeof stored !== 'object') return null;
  const a = stored as Record<string, unknown>;
  if (typeof a.proposal !== 'string' || !BASE58_KEY.test(a.proposal)) return null;
  const approvers =
    Array.isArray(a.approvers) && a.approvers.every((k) => typeof k === 'string' && BASE58_KEY.test(k))
      ? (a.approvers as string[])
      : null;
  const index = typeof a.transactionIndex === 'string' && /^\d{1,20}$/.test(a.transactionIndex);
  if (a.readable !== true || !approvers || !index) {
    return {
      proposal: a.proposal,
      transactionIndex: null,
      approvers: null,
      approvedAt: null,
      executedAt: null,
    };
  }
  return {
    proposal: a.proposal,
    transactionIndex: a.transactionIndex as string,
    approvers,
    approvedAt: isoTime(a.approvedAt) ?? null,
    executedAt: isoTime(a.executedAt) ?? null,
  };
}

/** True when the stored transaction moved something out of the wallet. */
export const isOutflow = (data: ReadData) =>
  ((data.movements as Movement[] | undefined) ?? []).some((m) => m.amount.startsWith('-'));

/**
 * A stored transaction as visitors see it, with the administrator's note when it is an outflow
 * (fields named one by one: nothing else is ever served).
 */
export function publicTransaction(data: ReadData, note?: ReadData): LedgerTransaction {
  const movements = ((data.movements as Movement[] | undefined) ?? []).map((m) => ({
    asset: m.asset,
    decimals: m.decimals,
    amount: m.amount,
    direction: m.amount.startsWith('-') ? ('out' as const) : ('in' as const),
    counterparty: m.counterparty ? { short: shortAddress(m.counterparty), address: m.counterparty } : null,
  }));
  const ins = movements.some((m) => m.direction === 'in');
  const outs = movements.some((m) => m.direction === 'out');
  const direction = ins && outs ? 'both' : outs ? 'out' : 'in';
  const time = isoTime(data.blockTime) ?? null;
  const explanation = outs ? explanationOf(note) : null;
  return {
    signature: String(data.signature),
    slot: Number(data.slot),
    time,
    direction,
    movements,
    fee: Number(data.fee ?? 0),
    explanation,
    unexplainedSince: outs && !explanation ? time : null,
    approval: outs ? approvalOf(data.approval) : null,
  };
}

/** The transactions as visitors see them, each outflow with its note (read by id, in parallel). */
export async function withNotes(db: ReadDatabase, transactions: ReadData[]): Promise<LedgerTransaction[]> {
  const notes = db.collection(LEDGER_NOTES);
  return Promise.all(
    transactions.map(async (data) => {
      if (!isOutflow(data)) return publicTransaction(data);
      const note = await notes.doc(String(data.signature)).get();
      return publicTransaction(data, note.exists ? note.data() : undefined);
    }),
  );
}

/** Decimals a token can have (a mint's is a u8; no real one has more than 18). */
const isDecimals = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 30;

/**
 * One month's totals as visitors see them, each asset's row checked (ADR 30): amounts are decimal
 * strings of raw units; a row that cannot be read (a total stored as a double past 2^53 before ADR 30,
 * a field of the wrong type) is served with null amounts, which the page shows as a dash.
 */
export function monthRow(month: string, data: ReadData): { month: string; assets: LedgerMonthAsset[] } {
  const assets = Object.keys(data)
    .filter((field) => field.startsWith('decimals_'))
    .map((field): LedgerMonthAsset => {
      const asset = field.slice('decimals_'.length);
      const decimals = data[field];
      const amounts = (['in', 'out', 'fees'] as const).map((kind) => storedRaw(data[`${kind}_${asset}`]));
      if (!isDecimals(decimals) || amounts.some((a) => a === null)) {
        return { asset, decimals: isDecimals(decimals) ? decimals : 0, in: null, out: null, fees: null };
      }
      const [into, out, fees] = amounts.map(String) as [string, string, string];
      return { asset, decimals, in: into, out, fees };
    })
    .sort((a, b) => (a.asset < b.asset ? -1 : 1));
  return { month, assets };
}

/** The listed transfers, newest first, after `cursor` (a list key), and the next cursor. */
export async function readLedgerPage(
  db: ReadDatabase,
  wallet: string,
  options: { cursor?: string; pageSize?: number } = {},
): Promise<Pick<DonationLedger, 'transactions' | 'next'>> {
  const size = options.pageSize ?? LEDGER_PAGE_SIZE;
  // `> ''` keeps to listed entries wherever a store would order a missing field (one field: no composite index).
  let query = ledgerOf(db, wallet)
    .collection('transactions')
    .where('listKey', '>', '')
    .orderBy('listKey', 'desc');
  if (options.cursor) query = query.where('listKey', '<', options.cursor);
  const snapshot = await query.limit(size + 1).get();
  const docs = snapshot.docs.slice(0, size);
  const more = snapshot.docs.length > size;
  return {
    transactions: await withNotes(
      db,
      docs.map((d) => d.data()),
    ),
    next: more ? String(docs[docs.length - 1]?.get('listKey')) : null,
  };
}

/** The whole public answer: when it was brought up to date, the month totals and the latest transfers. */
export async function readDonationLedger(db: ReadDatabase, wallet: string): Promise<DonationLedger> {
  const ledger = ledgerOf(db, wallet);
  const [state, months, page] = await Promise.all([
    ledger.get(),
    ledger.collection('months').get(),
    readLedgerPage(db, wallet),
  ]);
  const monthRows = months.docs
    .map((d) => monthRow(d.id, d.data() ?? {}))
    // A month in which only unlisted tokens arrived has no row: it is only counted (ADR 30).
    .filter((row) => row.assets.length > 0)
    .sort((a, b) => (a.month < b.month ? 1 : -1));
  const unlistedArrivals = months.docs.reduce((sum, d) => {
    const count = d.get(UNLISTED_FIELD);
    return sum + (Number.isSafeInteger(count) && (count as number) > 0 ? (count as number) : 0);
  }, 0);
  return {
    wallet,
    syncedAt: state.exists ? (isoTime(state.get('syncedAt')) ?? null) : null,
    months: monthRows,
    unlistedArrivals,
    ...page,
  };
}
