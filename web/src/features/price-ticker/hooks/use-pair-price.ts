import { startTransition, useRef, useState } from 'react';
import { useVisibleInterval } from '../../../lib/use-visible-interval';
import { getPairPrice } from '../api/get-pair-price';
import { DEFAULT_PRICE } from '../lib/format-price';

/** behaviour §9: the price refreshes every 10 s (only while the tab is visible). */
export const PRICE_REFRESH_MS = 10_000;

export interface PriceState {
  price: number;
  change24h: number | null;
  live: boolean;
}

/** LIVE after a successful fetch, OFFLINE after a failure, keeping the last price (behaviour §4). */
export function usePairPrice(chain: string, pairAddress: string): PriceState {
  const [state, setState] = useState<PriceState>({ price: DEFAULT_PRICE, change24h: null, live: false });
  const inFlight = useRef(false);
  // Answers re-render in a transition, in slices that leave the main thread free (ADR 24).
  useVisibleInterval(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    getPairPrice(chain, pairAddress, AbortSignal.timeout?.(8000))
      .then(({ price, change24h }) => startTransition(() => setState({ price, change24h, live: true })))
      .catch(() => startTransition(() => setState((s) => ({ ...s, live: false }))))
      .finally(() => {
        inFlight.current = false;
      });
  }, PRICE_REFRESH_MS);
  return state;
}
