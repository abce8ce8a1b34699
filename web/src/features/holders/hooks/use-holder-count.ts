import { useBackgroundState } from '../../../lib/use-background-state';
import { useVisibleInterval } from '../../../lib/use-visible-interval';
import { getHolderCount } from '../api/get-holder-count';

/** The CDN keeps the count a minute and the chain is counted every few minutes: no need to ask more often. */
export const HOLDER_COUNT_POLL_MS = 60_000;

export interface HolderCount {
  count: number;
  measuredAt: string;
  /** When the page last asked, so the shown age moves on even when the count does not. */
  now: number;
}

/** The holder count and when it was measured, or null while unknown (never a made-up number). */
export function useHolderCount(): HolderCount | null {
  const [value, setValue] = useBackgroundState<HolderCount | null>(null);
  useVisibleInterval(() => {
    getHolderCount()
      .then((payload) => {
        const data = payload?.data;
        if (data && Number.isInteger(data.count) && !Number.isNaN(Date.parse(data.measuredAt))) {
          setValue({ count: data.count, measuredAt: data.measuredAt, now: Date.now() });
        }
      })
      .catch(() => {
        // Keep what was shown; an unknown count is simply not shown.
      });
  }, HOLDER_COUNT_POLL_MS);
  return value;
}
