import type {
  DonationLedger,
  DonationLedgerPage,
  DonationLedgerPagePayload,
  DonationLedgerPayload,
} from '@contract';
import { getJson } from '../../../lib/http';

// Values from the contract would bring its zod schemas into the page: the two paths are repeated
// here (a test checks they match LEDGER_ROUTES).
export const LEDGER_URL = '/api/ledger/donation-wallet';
export const ledgerPageUrl = (cursor: string) => `${LEDGER_URL}/page/${encodeURIComponent(cursor)}`;

const isTime = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isRaw = (value: unknown) => typeof value === 'string' && /^-?\d{1,30}$/.test(value);

function isTransaction(value: unknown): boolean {
  const t = value as Record<string, unknown> | null;
  return (
    !!t &&
    typeof t.signature === 'string' &&
    (t.time === null || isTime(t.time)) &&
    ['in', 'out', 'both'].includes(t.direction as string) &&
    Array.isArray(t.movements) &&
    t.movements.every((m) => {
      const movement = m as Record<string, unknown> | null;
      return !!movement && typeof movement.asset === 'string' && isRaw(movement.amount);
    })
  );
}

/** True when `value` is a page of transfers: each with the fields the page shows, and the next cursor. */
export function isLedgerPage(value: unknown): value is DonationLedgerPage {
  const v = value as Partial<Record<keyof DonationLedgerPage, unknown>> | null;
  return (
    !!v &&
    Array.isArray(v.transactions) &&
    v.transactions.every(isTransaction) &&
    (v.next === null || typeof v.next === 'string')
  );
}

/** True when `value` has the fields the page shows, each with a sensible value. */
export function isLedger(value: unknown): value is DonationLedger {
  const v = value as Partial<Record<keyof DonationLedger, unknown>> | null;
  return (
    !!v &&
    (v.syncedAt === null || isTime(v.syncedAt)) &&
    Array.isArray(v.months) &&
    // Each month's rows are checked where they are shown: one bad row shows a dash, not an error.
    v.months.every((m) => !!m && typeof (m as { month?: unknown }).month === 'string') &&
    isLedgerPage(v)
  );
}

/** The donation wallet's ledger; a failed or malformed answer throws. */
export async function getDonationLedger(): Promise<DonationLedger> {
  const { body } = await getJson<DonationLedgerPayload>(LEDGER_URL);
  if (body?.success !== true || !isLedger(body.data))
    throw new Error(`${LEDGER_URL} answered a malformed payload`);
  return body.data;
}

/** The transfers after `cursor` (a `next` the API gave); a failed or malformed answer throws. */
export async function getLedgerPage(cursor: string): Promise<DonationLedgerPage> {
  const url = ledgerPageUrl(cursor);
  const { body } = await getJson<DonationLedgerPagePayload>(url);
  if (body?.success !== true || !isLedgerPage(body.data))
    throw new Error(`${url} answered a malformed payload`);
  return body.data;
}
