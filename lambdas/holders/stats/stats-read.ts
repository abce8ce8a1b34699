import type { HolderDistribution, HolderGrowthPoint } from '../../contract/holders.js';
import type { ReadDatabase } from '../../platform/database/read-database.js';
import { FEED } from '../feed-state.js';
import type { HolderStatsResult } from './holder-stats.js';
import { DAILY, DISTRIBUTION, dayOf, GROWTH_DAYS, STATS } from './stats-paths.js';

// The public statistics routes read over REST: nothing here loads firebase-admin (stats-store.ts writes).

type Time = { toDate(): Date };

/** The last stored distribution, or null before the first successful run. */
export async function readDistribution(db: ReadDatabase, mint: string): Promise<HolderDistribution | null> {
  const doc = await db.collection(FEED).doc(mint).collection(STATS).doc(DISTRIBUTION).get();
  if (!doc.exists) return null;
  const { measuredAt, ...rest } = doc.data() as HolderStatsResult & { mint: string; measuredAt: Time };
  return { ...rest, mint, measuredAt: measuredAt.toDate().toISOString() };
}

/** The daily points of the last {@link GROWTH_DAYS} days that have one, oldest first. */
export async function readGrowth(db: ReadDatabase, mint: string, now: Date): Promise<HolderGrowthPoint[]> {
  const since = dayOf(new Date(now.getTime() - (GROWTH_DAYS - 1) * 86_400_000));
  const snapshot = await db
    .collection(FEED)
    .doc(mint)
    .collection(DAILY)
    .where('day', '>=', since)
    .orderBy('day', 'asc')
    .limit(GROWTH_DAYS)
    .get();
  return snapshot.docs.map((doc) => ({
    day: doc.get('day') as string,
    count: doc.get('count') as number,
    measuredAt: (doc.get('measuredAt') as Time).toDate().toISOString(),
  }));
}
