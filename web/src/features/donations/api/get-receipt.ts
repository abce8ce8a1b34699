import type { ApiAnswer, DonationReceipt } from '@contract';
import { DONATE_ROUTES } from '@contract/donate-request';
import { getJson } from '../../../lib/http';
import { unwrap } from '../../../lib/live';

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,88}$/;

/** The receipt route of one request reference. */
export const receiptUrl = (reference: string): string =>
  DONATE_ROUTES.receipt.replace('{reference}', encodeURIComponent(reference));

/** True when `value` is a receipt with sensible fields: a malformed answer never thanks anybody. */
export function isDonationReceipt(value: unknown): value is DonationReceipt {
  const v = value as Record<string, unknown> | null;
  if (!v || typeof v !== 'object') return false;
  if (v.status === 'pending') return true;
  return (
    v.status === 'arrived' &&
    typeof v.signature === 'string' &&
    BASE58.test(v.signature) &&
    typeof v.lamports === 'string' &&
    /^[1-9]\d{0,19}$/.test(v.lamports) &&
    (v.goalReference === null || (typeof v.goalReference === 'string' && BASE58.test(v.goalReference))) &&
    typeof v.confirmedAt === 'string' &&
    !Number.isNaN(Date.parse(v.confirmedAt))
  );
}

/** Whether a transfer carrying `reference` reached the donation wallet (ADR 40). */
export async function getReceipt(reference: string): Promise<DonationReceipt> {
  const { body } = await getJson<ApiAnswer<DonationReceipt>>(receiptUrl(reference));
  const receipt = unwrap(body);
  if (!isDonationReceipt(receipt)) throw new Error('Unexpected receipt');
  return receipt;
}
