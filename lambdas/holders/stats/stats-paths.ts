/**
 * Where the figures of the holder statistics live, beside the feed's state:
 * - `holderFeed/{mint}/stats/distribution`: the last successful run's distribution and bands;
 * - `holderFeed/{mint}/daily/{YYYY-MM-DD}`: one point a day (UTC), the day's last successful run.
 */
export const STATS = 'stats';
export const DISTRIBUTION = 'distribution';
export const DAILY = 'daily';

/** How many days of growth the page draws. */
export const GROWTH_DAYS = 90;

/** The UTC day of a time, as the daily point's id. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}
