import type { HolderDistribution, HolderGrowthPoint } from '@contract';
import type { Measured } from '../../../lib/chain-read';
import { useBackgroundState } from '../../../lib/use-background-state';
import { useVisibleInterval } from '../../../lib/use-visible-interval';
import { getHolderDistribution, getHolderGrowth } from '../api/get-holder-stats';

/** The routes are kept a minute at the CDN and measured every few minutes: no need to ask more often. */
export const HOLDER_STATS_POLL_MS = 60_000;

export interface HolderStats {
  distribution: Measured<HolderDistribution>;
  growth: Measured<HolderGrowthPoint[]>;
}

function keepLast<T>(previous: Measured<T>): Measured<T> {
  return previous.status === 'ready' ? { ...previous, now: Date.now() } : { status: 'unknown' };
}

/**
 * The holder distribution and daily growth, refreshed every minute while the page is visible; a
 * failed refresh keeps the last figures, shown with their age.
 */
export function useHolderStats(): HolderStats {
  const [distribution, setDistribution] = useBackgroundState<Measured<HolderDistribution>>({
    status: 'loading',
  });
  const [growth, setGrowth] = useBackgroundState<Measured<HolderGrowthPoint[]>>({ status: 'loading' });
  useVisibleInterval(() => {
    getHolderDistribution().then(
      (data) => setDistribution(data ? { status: 'ready', data, now: Date.now() } : { status: 'unknown' }),
      () => setDistribution(keepLast),
    );
    getHolderGrowth().then(
      (points) =>
        setGrowth(
          points.length > 0 ? { status: 'ready', data: points, now: Date.now() } : { status: 'unknown' },
        ),
      () => setGrowth(keepLast),
    );
  }, HOLDER_STATS_POLL_MS);
  return { distribution, growth };
}
