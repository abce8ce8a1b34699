import bs58 from 'bs58';
import type { Firestore } from 'firebase-admin/firestore';
import type { SolanaRpcClient } from '../commons/solana/rpc-client.js';
import { fetchTokenHolders } from '../commons/solana/token-holders.js';
import { markKnown, readFeedState, readSnapshot, recordNewHolder, saveMeasurement } from './holder-store.js';
import { createHolderStats, type HolderStatsConfig } from './stats/holder-stats.js';
import { saveHolderStats } from './stats/stats-store.js';

export interface ReconcileOptions {
  readonly db: Firestore;
  readonly rpc: SolanaRpcClient;
  readonly mint: string;
  /** @default new Date() */
  readonly now?: Date;
  /** Record every current holder as known without announcing anyone, even after the first run. */
  readonly importOnly?: boolean;
  /** Labelled addresses and decimals for the distribution. @default none labelled, 0 decimals */
  readonly stats?: HolderStatsConfig;
}

export interface ReconcileResult {
  /** Distinct owners with a positive balance. */
  count: number;
  /** True when this run was the import (the first run for the mint, or importOnly). */
  imported: boolean;
  /** Owners not in the previous snapshot. */
  newcomers: number;
  /** Newcomers recorded as new holders by this run (the others the webhook had already recorded). */
  announced: string[];
  /** The count of the previous run, if any. */
  previousCount?: number;
  measuredAt: Date;
}

/** How many holders are recorded at once (each is one small commit). */
const PARALLEL_WRITES = 8;

/**
 * One reconciliation: reads every holder of the mint from the RPC, then records the ones the
 * webhook missed as new holders and stores the count. The RPC is read before anything is written,
 * so an RPC failure changes nothing; every write is idempotent, so a run cut short is completed by
 * the next.
 */
export async function reconcileHolders(options: ReconcileOptions): Promise<ReconcileResult> {
  const { db, rpc, mint } = options;
  const now = options.now ?? new Date();
  const balances = await fetchTokenHolders(rpc, mint);
  const owners = [...balances.keys()].sort();
  const state = await readFeedState(db, mint);
  const importing = options.importOnly === true || !state.importedAt;

  const announced: string[] = [];
  let newcomers = owners.length;
  if (importing) {
    await markKnown(db, mint, owners, now);
  } else {
    const previous = await readSnapshot(db, mint, state.snapshotChunks);
    const fresh = owners.filter((owner) => !previous.has(owner));
    newcomers = fresh.length;
    for (let i = 0; i < fresh.length; i += PARALLEL_WRITES) {
      const batch = fresh.slice(i, i + PARALLEL_WRITES);
      const recorded = await Promise.all(
        batch.map((wallet) => recordNewHolder(db, mint, { wallet, source: 'reconcile', seenAt: now })),
      );
      batch.forEach((wallet, j) => {
        if (recorded[j]) announced.push(wallet);
      });
    }
  }
  await saveMeasurement(db, mint, owners, now, state.snapshotChunks, importing);
  // The per-owner totals, once more, through the statistics observer (bounded memory, 32-byte keys).
  const stats = createHolderStats(options.stats ?? { decimals: 0, labelled: [] });
  for (const [owner, amount] of balances) stats.onHolder(bs58.decode(owner), amount);
  await saveHolderStats(db, mint, stats.result(), now);
  return {
    count: owners.length,
    imported: importing,
    newcomers,
    announced,
    ...(state.count === undefined ? {} : { previousCount: state.count }),
    measuredAt: now,
  };
}
