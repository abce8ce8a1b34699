import type { ChainRead } from './chain-read';
import { useBackgroundState } from './use-background-state';
import { useVisibleInterval } from './use-visible-interval';

/** The facts routes are cached at the CDN for about a minute: asking more often gains nothing. */
export const CHAIN_FACTS_REFRESH_MS = 60_000;

function keepLastRead<T>(previous: ChainRead<T>): ChainRead<T> {
  return previous.status === 'ready' ? previous : { status: 'unavailable' };
}

/**
 * Reads one route of what the chain says at once and then every minute while the page is visible. A
 * failed first read shows as unavailable (nothing is filled in); a failed refresh keeps the last read,
 * which is shown with its age.
 */
export function useChainRead<T>(read: () => Promise<T>): ChainRead<T> {
  const [fact, setFact] = useBackgroundState<ChainRead<T>>({ status: 'loading' });
  useVisibleInterval(() => {
    read().then(
      (data) => setFact({ status: 'ready', data }),
      () => setFact(keepLastRead),
    );
  }, CHAIN_FACTS_REFRESH_MS);
  return fact;
}
