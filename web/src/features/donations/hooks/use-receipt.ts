import type { DonationReceipt } from '@contract';
import { useEffect, useState } from 'react';
import { useVisibleInterval } from '../../../lib/use-visible-interval';
import { getReceipt } from '../api/get-receipt';

/**
 * How often an open request asks whether its transfer arrived. The provider's webhook records a
 * transfer within seconds of confirmation, and the CDN keeps each answer a few seconds: the thank-you
 * shows within about 10 s of the record (ADR 40).
 */
export const RECEIPT_POLL_MS = 5_000;
/** A request older than this stops asking: the gift still counts when it arrives, the page just stops looking. */
export const RECEIPT_WATCH_MS = 10 * 60_000;

export type ReceiptWatch =
  | { status: 'idle' }
  | { status: 'waiting' }
  | { status: 'stopped' }
  | Extract<DonationReceipt, { status: 'arrived' }>;

/**
 * Watches one request reference from the first moment `watching` is true (the donor opened the link or
 * was shown the code; it keeps watching if the code is hidden again), while the page is visible, until
 * its transfer arrived or {@link RECEIPT_WATCH_MS} has passed. A failed ask is asked again at the next
 * turn. One reference per mounted component: a new request is a new component (its `key`).
 */
export function useReceipt(reference: string, watching: boolean): ReceiptWatch {
  const [state, setState] = useState<ReceiptWatch>({ status: 'idle' });
  const [since, setSince] = useState<number | null>(null);
  useEffect(() => {
    if (!watching || since !== null) return;
    setSince(Date.now());
    setState({ status: 'waiting' });
  }, [watching, since]);
  useVisibleInterval(
    () => {
      if (since !== null && Date.now() - since > RECEIPT_WATCH_MS) {
        setState({ status: 'stopped' });
        return;
      }
      getReceipt(reference).then(
        (receipt) => {
          if (receipt.status === 'arrived') setState(receipt);
        },
        () => undefined,
      );
    },
    RECEIPT_POLL_MS,
    state.status === 'waiting',
  );
  return state;
}
