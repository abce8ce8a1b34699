import { useRef } from 'react';
import { useBackgroundState } from '../../../lib/use-background-state';
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
  const [state, setState] = useBackgroundState<PriceState>({
    price: DEFAULT_PRICE,
    change24h: null,
    live: false,
  });
  const inFlight = useRef(false);
  useVisibleInterval(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    getPairPrice(chain, pairAddress)
      .then(({ price, change24h }) => setState({ price, change24h, live: true }))
      .catch(() => setState((s) => ({ ...s, live: false })))
      .finally(() => {
        inFlight.current = false;
      });
  }, PRICE_REFRESH_MS);
  return state;
}
