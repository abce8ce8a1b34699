import type { Firestore } from 'firebase-admin/firestore';
import type { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { readFeedState } from './feed-state.js';
import { AccountRecords, aggregateHolders, KEY_BYTES } from './holder-set.js';
import { measurementFields } from './holder-store.js';
import { commitManifest, mergeIntoKnown, split } from './known-merge.js';
import {
  CHUNK_FILL,
  deleteChunks,
  digestKeys,
  MANIFEST_ID,
  newRunId,
  newUsage,
  orphanChunks,
  readManifest,
  snapshotCollection,
  type WriteUsage,
  writeChunks,
} from './known-store.js';
import { readTokenAccounts } from './token-accounts.js';

/** What a run tells its observers at the end. */
export interface ReconcileSummary {
  count: number;
  /** Sum of every holder's raw balance. */
  total: bigint;
  measuredAt: Date;
  imported: boolean;
}

/**
 * Sees every holder of a run once, after balances are summed per owner and the answer was found
 * plausible (a refused answer reaches no observer): `onHolder` in key order, then `onComplete`
 * once the measurement is stored. `owner` is a view valid only during the call: copy it to keep it.
 */
export interface HolderObserver {
  onHolder(owner: Uint8Array, amount: bigint): void;
  onComplete?(summary: ReconcileSummary): void | Promise<void>;
}

export interface ReconcileOptions {
  readonly db: Firestore;
  readonly rpc: SolanaRpcClient;
  readonly mint: string;
  /** @default new Date() */
  readonly now?: Date;
  /** Record every current holder as known without announcing anyone, even after the first run. */
  readonly importOnly?: boolean;
  /** A count that falls by more than this share since the last run is refused. @default 0.25 */
  readonly maxDropShare?: number;
  /** Time after which the run stops at its next checkpoint, to finish before the function's timeout. */
  readonly budgetMs?: number;
  /** Skip the run (no RPC call) when the last measurement is more recent than this (the RPC budget). */
  readonly minIntervalMs?: number;
  readonly observers?: readonly HolderObserver[];
  /** Keys per chunk, keys past which a chunk splits, chunks per checkpoint: tests shrink them. */
  readonly layout?: { chunkFill: number; chunkMax: number; chunksPerCheckpoint: number };
}

export interface ReconcileResult {
  /** Distinct owners with a positive balance. */
  count: number;
  /** True when this run was the import (the first run for the mint, or importOnly). */
  imported: boolean;
  /** Owners seen for the first time by this run. */
  newcomers: number;
  /** Newcomers recorded as new holders by this run (the others the webhook had already recorded). */
  announced: string[];
  /** The count of the previous run, if any. */
  previousCount?: number;
  measuredAt: Date;
  /** False when the run stopped at a checkpoint to stay within its time: the next run goes on. */
  complete: boolean;
  /** True when the run was skipped to stay within the RPC budget. */
  skipped: boolean;
  rpc: { calls: number; bytes: number; accounts: number };
  firestore: WriteUsage;
}

/** An RPC answer the reconciliation does not believe: nothing is stored, nobody is announced. */
export class ImplausibleAnswerError extends Error {
  constructor(
    message: string,
    readonly count: number,
    readonly previousCount: number | undefined,
  ) {
    super(message);
    this.name = 'ImplausibleAnswerError';
  }
}

/** A drop of this many holders or fewer is believed whatever its share (a mint with a handful of holders). */
const SMALL_DROP = 10;

/**
 * One reconciliation: reads every token account of the mint from the RPC as a stream, sums the
 * balances per owner into compact sorted keys, refuses an implausible answer, then compares the
 * owners with the known set chunk by chunk (only chunks whose holders changed are read), records
 * the newcomers the webhook missed, and stores the known set and the count. The RPC is read before
 * anything is written. Writes go in checkpoints, each announcing its newcomers before the manifest
 * makes them known: a run cut short at any point is completed by the next, which announces nobody
 * twice (every event is created with a precondition).
 */
export async function reconcileHolders(options: ReconcileOptions): Promise<ReconcileResult> {
  const { db, rpc, mint } = options;
  const now = options.now ?? new Date();
  const started = Date.now();
  const usage = newUsage();
  // The chain is read while the state is fetched, unless the state decides whether to read at all.
  const records = new AccountRecords();
  const readChain = () => readTokenAccounts(rpc, mint, (data) => records.add(data));
  const early = options.minIntervalMs ? undefined : readChain();
  early?.catch(() => undefined);
  const state = await readFeedState(db, mint);
  const previous = state.count === undefined ? {} : { previousCount: state.count };
  const base = { measuredAt: now, firestore: usage, announced: [] as string[], newcomers: 0, ...previous };
  if (
    !options.importOnly &&
    options.minIntervalMs &&
    state.measuredAt &&
    now.getTime() - state.measuredAt.getTime() < options.minIntervalMs
  ) {
    const rpcNone = { calls: 0, bytes: 0, accounts: 0 };
    return { ...base, count: state.count ?? 0, imported: false, complete: true, skipped: true, rpc: rpcNone };
  }

  const read = await (early ?? readChain());
  const holders = aggregateHolders(records);
  refuseImplausible(holders.count, state.count, options);
  for (const observer of options.observers ?? []) {
    for (let i = 0; i < holders.count; i++) {
      observer.onHolder(
        holders.owners.subarray(i * KEY_BYTES, (i + 1) * KEY_BYTES),
        holders.amounts[i] as bigint,
      );
    }
  }

  let manifest = await readManifest(db, mint);
  const importing = options.importOnly === true || !state.importedAt || manifest.chunks.length === 0;
  const run = { id: newRunId(now), seq: 0 };
  const feedFields = measurementFields(mint, holders.count, now, importing);
  let result: { announced: string[]; newcomers: number; complete: boolean };
  if (manifest.chunks.length === 0) {
    // The first import (or a store from before the known set existed): write every holder.
    const leftovers = await snapshotCollection(db, mint).select().get();
    await deleteChunks(
      db,
      mint,
      leftovers.docs.map((d) => d.id).filter((id) => id !== MANIFEST_ID),
      usage,
    );
    const pieces = split(holders.owners, options.layout?.chunkFill ?? CHUNK_FILL).map((keys) => ({
      keys,
      digest: digestKeys(keys),
    }));
    manifest = { chunks: await writeChunks(db, mint, pieces, run, usage) };
    await commitManifest(db, mint, manifest, feedFields, usage);
    result = { announced: [], newcomers: holders.count, complete: true };
  } else {
    await deleteChunks(db, mint, await orphanChunks(db, mint, manifest, now), usage);
    result = await mergeIntoKnown({
      ...options,
      now,
      importing,
      holders,
      manifest,
      run,
      usage,
      feedFields,
      started,
    });
  }

  const summary = { count: holders.count, total: sum(holders.amounts), measuredAt: now, imported: importing };
  for (const observer of options.observers ?? []) await observer.onComplete?.(summary);
  return {
    ...base,
    ...result,
    count: holders.count,
    imported: importing,
    skipped: false,
    rpc: read,
  };
}

function refuseImplausible(
  count: number,
  previousCount: number | undefined,
  options: ReconcileOptions,
): void {
  if (count === 0) {
    throw new ImplausibleAnswerError(
      'The RPC listed no holder: refused, the previous count stays',
      count,
      previousCount,
    );
  }
  const share = options.maxDropShare ?? 0.25;
  const drop = previousCount === undefined ? 0 : previousCount - count;
  if (!options.importOnly && drop > SMALL_DROP && drop > (previousCount as number) * share) {
    throw new ImplausibleAnswerError(
      `The RPC listed ${count} holders, down from ${previousCount} (more than ${Math.round(share * 100)} % fewer): refused, the previous count stays`,
      count,
      previousCount,
    );
  }
}

function sum(amounts: BigUint64Array): bigint {
  let total = 0n;
  for (const amount of amounts) total += amount;
  return total;
}
