import type { DonationLedger, DonationLedgerPayload } from '@contract';
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

/** True when `value` has the fields the page shows, each with a sensible value. */
export function isLedger(value: unknown): value is DonationLedger {
  const v = value as Partial<Record<keyof DonationLedger, unknown>> | null;
  return (
    !!v &&
    (v.syncedAt === null || isTime(v.syncedAt)) &&
    Array.isArray(v.months) &&
    // Each month's rows are checked where they are shown: one bad row shows a dash, not an error.
    v.months.every((m) => !!m && typeof (m as { month?: unknown }).month === 'string') &&
    Array.isArray(v.transactions) &&
    v.transactions.every(isTransaction) &&
    (v.next === null || typeof v.next === 'string')
  );
}

/** The donation wallet's ledger, or the page of it after `cursor`; a failed or malformed answer throws. */
export async function getDonationLedger(cursor?: string): Promise<DonationLedger> {
  const url = cursor ? ledgerPageUrl(cursor) : LEDGER_URL;
  const { body } = await getJson<DonationLedgerPayload>(url);
  if (body?.success !== true || !isLedger(body.data)) throw new Error(`${url} answered a malformed payload`);
  return body.data;
}
