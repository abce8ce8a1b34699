import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { feedRef } from '../holder-store.js';
import type { HolderStatsResult } from './holder-stats.js';
import { DAILY, DISTRIBUTION, dayOf, STATS } from './stats-paths.js';

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
