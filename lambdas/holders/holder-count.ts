import type { HolderCountPayload } from '../contract/holders.js';
import type { ReadDatabase } from '../platform/database/read-database.js';
import { readFeedState } from './feed-state.js';

/**
 * Distinct wallets with a positive balance of the mint, as the last reconciliation counted them,
 * and when; `null` until the first run: never a made-up number.
 */
export async function readHolderCount(db: ReadDatabase, mint: string): Promise<HolderCountPayload['data']> {
  const state = await readFeedState(db, mint);
  return state.count !== undefined && state.measuredAt
    ? { count: state.count, measuredAt: state.measuredAt.toISOString(), mint }
    : null;
}
