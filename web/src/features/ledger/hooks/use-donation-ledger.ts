import type { DonationLedger, LedgerTransaction } from '@contract';
import { useCallback, useState } from 'react';
import { useBackgroundState } from '../../../lib/use-background-state';
import { useVisibleInterval } from '../../../lib/use-visible-interval';
import { getDonationLedger, getLedgerPage } from '../api/get-ledger';

/** The route is kept a minute at the CDN and imported every 10 minutes: no need to ask more often. */
export const LEDGER_POLL_MS = 60_000;

export type LedgerState =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'ready'; ledger: DonationLedger; now: number };

export interface DonationLedgerView {
  state: LedgerState;
  /** The latest transactions and every older page asked for, newest first, each once. */
  transactions: LedgerTransaction[];
  /** True while there are older transactions to show. */
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  showMore: () => void;
}

/** Newest first, each signature once: a refreshed first page may overlap the older pages. */
function merge(first: LedgerTransaction[], older: LedgerTransaction[]): LedgerTransaction[] {
  const seen = new Set(first.map((t) => t.signature));
  return [...first, ...older.filter((t) => !seen.has(t.signature))];
}

/**
 * The ledger, refreshed every minute while the page is visible (a failed refresh keeps what is
 * shown), and older pages on demand through the page route.
 */
export function useDonationLedger(): DonationLedgerView {
  const [state, setState] = useBackgroundState<LedgerState>({ status: 'loading' });
  const [older, setOlder] = useState<{ transactions: LedgerTransaction[]; next: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  useVisibleInterval(() => {
    getDonationLedger().then(
      (ledger) => setState({ status: 'ready', ledger, now: Date.now() }),
      () => setState((previous) => (previous.status === 'ready' ? previous : { status: 'unavailable' })),
    );
  }, LEDGER_POLL_MS);

  const first = state.status === 'ready' ? state.ledger : null;
  const next = older ? older.next : (first?.next ?? null);

  const showMore = useCallback(() => {
    if (!next || loadingMore) return;
    setLoadingMore(true);
    setMoreFailed(false);
    getLedgerPage(next)
      .then(
        (page) =>
          setOlder((current) => ({
            transactions: [...(current?.transactions ?? []), ...page.transactions],
            next: page.next,
          })),
        () => setMoreFailed(true),
      )
      .finally(() => setLoadingMore(false));
  }, [next, loadingMore]);

  return {
    state,
    transactions: first ? merge(first.transactions, older?.transactions ?? []) : [],
    hasMore: next !== null,
    loadingMore,
    moreFailed,
    showMore,
  };
}
