import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { HolderDistribution, HolderGrowthPoint } from '../../contract/entities.js';
import { feedRef } from '../holder-store.js';
import type { HolderStatsResult } from './holder-stats.js';

/**
 * Where the figures of the holder statistics live, beside the feed's state:
 * - `holderFeed/{mint}/stats/distribution`: the last successful run's distribution and bands;
 * - `holderFeed/{mint}/daily/{YYYY-MM-DD}`: one point a day (UTC), the day's last successful run.
 */
const STATS = 'stats';
const DISTRIBUTION = 'distribution';
const DAILY = 'daily';

/** How many days of growth the page draws. */
export const GROWTH_DAYS = 90;

/** The UTC day of a time, as the daily point's id. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Stores one run's figures in one commit: the distribution, and today's point (a later run of the
 * same day replaces it, so there is one point a day however many runs; a day without a successful
 * run has none).
 */
export async function saveHolderStats(
  db: Firestore,
  mint: string,
  stats: HolderStatsResult,
  at: Date,
): Promise<void> {
  const measuredAt = Timestamp.fromDate(at);
  const day = dayOf(at);
  const batch = db.batch();
  batch.set(feedRef(db, mint).collection(STATS).doc(DISTRIBUTION), { ...stats, mint, measuredAt });
  batch.set(feedRef(db, mint).collection(DAILY).doc(day), { day, count: stats.holders, measuredAt });
  await batch.commit();
}

/** The last stored distribution, or null before the first successful run. */
export async function readDistribution(db: Firestore, mint: string): Promise<HolderDistribution | null> {
  const doc = await feedRef(db, mint).collection(STATS).doc(DISTRIBUTION).get();
  if (!doc.exists) return null;
  const { measuredAt, ...rest } = doc.data() as HolderStatsResult & { mint: string; measuredAt: Timestamp };
  return { ...rest, mint, measuredAt: measuredAt.toDate().toISOString() };
}

/** The daily points of the last {@link GROWTH_DAYS} days that have one, oldest first. */
export async function readGrowth(db: Firestore, mint: string, now: Date): Promise<HolderGrowthPoint[]> {
  const since = dayOf(new Date(now.getTime() - (GROWTH_DAYS - 1) * 86_400_000));
  const snapshot = await feedRef(db, mint)
    .collection(DAILY)
    .where('day', '>=', since)
    .orderBy('day', 'asc')
    .limit(GROWTH_DAYS)
    .get();
  return snapshot.docs.map((doc) => ({
    day: doc.get('day') as string,
    count: doc.get('count') as number,
    measuredAt: (doc.get('measuredAt') as Timestamp).toDate().toISOString(),
  }));
}
