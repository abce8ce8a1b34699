import { useEffect, useRef } from 'react';
import type { ChainRead } from './chain-read';
import { useBackgroundState } from './use-background-state';
import { useVisibleInterval } from './use-visible-interval';

/** The facts routes are cached at the CDN for about a minute: asking more often gains nothing. */
export const CHAIN_FACTS_REFRESH_MS = 60_000;

function keepLastRead<T>(previous: ChainRead<T>): ChainRead<T> {
  return previous.status === 'ready' ? previous : { status: 'unavailable' };
}

/**
 * Reads one route of what the chain says at once and then every minute while the page is visible, and
 * again at once whenever `again` changes (something the page did may have moved it). A failed first read
 * shows as unavailable (nothing is filled in); a failed refresh keeps the last read, shown with its age.
 */
export function useChainRead<T>(read: () => Promise<T>, again = 0): ChainRead<T> {
  const [fact, setFact] = useBackgroundState<ChainRead<T>>({ status: 'loading' });
  const ask = () => {
    read().then(
      (data) => setFact({ status: 'ready', data }),
      () => setFact(keepLastRead),
    );
  };
  useVisibleInterval(ask, CHAIN_FACTS_REFRESH_MS);
  const asked = useRef(again);
  const latest = useRef(ask);
  latest.current = ask;
  useEffect(() => {
    if (asked.current === again) return;
    asked.current = again;
    latest.current();
  }, [again]);
  return fact;
}
