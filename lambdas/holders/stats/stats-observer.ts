import type { Firestore } from 'firebase-admin/firestore';
import type { HolderObserver } from '../reconcile.js';
import { createHolderStats, type HolderStatsConfig } from './holder-stats.js';
import { saveHolderStats } from './stats-store.js';

/**
 * The holder statistics as an observer of one reconcile pass: fed every holder of a plausible
 * answer, it stores the distribution and the day's point once the pass has stored its count (a
 * refused answer reaches no observer, so the last figures stay). One observer per run.
 */
export function holderStatsObserver(db: Firestore, mint: string, config: HolderStatsConfig): HolderObserver {
  const stats = createHolderStats(config);
  return {
    onHolder: (owner, amount) => stats.onHolder(owner, amount),
    onComplete: (summary) => saveHolderStats(db, mint, stats.result(), summary.measuredAt),
  };
}
