import bs58 from 'bs58';
import type { Firestore } from 'firebase-admin/firestore';
import type { SolanaRpcClient } from '../commons/solana/rpc-client.js';
import { readFeedState } from './feed-state.js';
import {
  AccountRecords,
  aggregateHolders,
  compareKeys,
  type Holders,
  KEY_BYTES,
  mergeKeys,
} from './holder-set.js';
import { feedRef, measurementFields, recordNewcomers } from './holder-store.js';
import {
  CHUNK_FILL,
  CHUNK_MAX,
  commitCounted,
  deleteChunks,
  digestKeys,
  type KnownChunk,
  type KnownManifest,
  MANIFEST_ID,
  manifestBytes,
  manifestFields,
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

/** Changed chunks handled between two checkpoints (a few megabytes of keys). */
const CHUNKS_PER_CHECKPOINT = 32;

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

interface MergeContext extends ReconcileOptions {
  now: Date;
  importing: boolean;
  holders: Holders;
  manifest: KnownManifest;
  run: { id: string; seq: number };
  usage: WriteUsage;
  feedFields: Record<string, unknown>;
  started: number;
}

/** A chunk whose range's holders changed since the last run. */
interface ChangedChunk {
  index: number;
  /** The current holders in its range. */
  current: Buffer;
  digest: Buffer;
}

async function mergeIntoKnown(context: MergeContext) {
  const { db, mint, holders, usage } = context;
  const chunks = context.manifest.chunks;
  // Which chunk ranges changed: a digest of their current holders, compared with the last run's.
  const changed: ChangedChunk[] = [];
  let from = 0;
  for (let j = 0; j < chunks.length; j++) {
    const next = chunks[j + 1];
    let to = from;
    if (!next) to = holders.count;
    else
      while (
        to < holders.count &&
        next.first.compare(holders.owners, to * KEY_BYTES, (to + 1) * KEY_BYTES) > 0
      )
        to++;
    const current = holders.owners.subarray(from * KEY_BYTES, to * KEY_BYTES);
    const digest = digestKeys(current);
    if (!digest.equals((chunks[j] as KnownChunk).digest)) changed.push({ index: j, current, digest });
    from = to;
  }

  const announced: string[] = [];
  let newcomers = 0;
  let manifest = context.manifest;
  const fill = context.layout?.chunkFill ?? CHUNK_FILL;
  const max = context.layout?.chunkMax ?? CHUNK_MAX;
  const perCheckpoint = context.layout?.chunksPerCheckpoint ?? CHUNKS_PER_CHECKPOINT;
  for (let g = 0; g < changed.length; g += perCheckpoint) {
    const group = changed.slice(g, g + perCheckpoint);
    const docs = await db.getAll(
      ...group.map((c) => snapshotCollection(db, mint).doc((manifest.chunks[c.index] as KnownChunk).id)),
    );
    const replacements = new Map<number, KnownChunk[]>();
    const pieces: { index: number; keys: Buffer; digest: Buffer }[] = [];
    const fresh: Buffer[] = [];
    group.forEach((c, k) => {
      const known = docs[k]?.get('owners') as Buffer | undefined;
      if (!known)
        throw new Error(`Known-holder chunk ${(manifest.chunks[c.index] as KnownChunk).id} is missing`);
      const added = difference(c.current, known);
      if (added.length === 0) {
        // Same known wallets (someone sold out, or came back): only the digest moves on.
        replacements.set(c.index, [{ ...(manifest.chunks[c.index] as KnownChunk), digest: c.digest }]);
        return;
      }
      fresh.push(added);
      const merged = mergeKeys(known, added);
      const parts = merged.length / KEY_BYTES > max ? split(merged, fill) : [merged];
      for (const [p, keys] of parts.entries()) {
        // Each part's digest covers the current holders between its first key and the next part's.
        const next = parts[p + 1];
        const mine =
          p === 0 && parts.length === 1 ? c.current : currentWithin(c.current, keys, next, p === 0);
        pieces.push({ index: c.index, keys, digest: digestKeys(mine) });
      }
    });
    const added = Buffer.concat(fresh);
    newcomers += added.length / KEY_BYTES;
    if (!context.importing && added.length > 0) {
      const wallets = Array.from({ length: added.length / KEY_BYTES }, (_, i) =>
        bs58.encode(added.subarray(i * KEY_BYTES, (i + 1) * KEY_BYTES)),
      );
      announced.push(...(await recordNewcomers(db, mint, wallets, context.now, usage)));
    }
    const written = await writeChunks(db, mint, pieces, context.run, usage);
    written.forEach((chunk, k) => {
      const index = (pieces[k] as { index: number }).index;
      replacements.set(index, [...(replacements.get(index) ?? []), chunk]);
    });
    const replaced = [...replacements.keys()]
      .filter((index) => pieces.some((p) => p.index === index))
      .map((index) => (manifest.chunks[index] as KnownChunk).id);
    manifest = {
      chunks: manifest.chunks.flatMap((chunk, index) => replacements.get(index) ?? [chunk]),
    };
    // Indices of the later groups refer to the manifest as it was: keep them valid.
    const shift = new Map<number, number>();
    let offset = 0;
    for (let index = 0; index < context.manifest.chunks.length; index++) {
      shift.set(index, index + offset);
      offset += (replacements.get(index)?.length ?? 1) - 1;
    }
    for (const c of changed.slice(g + perCheckpoint)) c.index = shift.get(c.index) as number;
    context.manifest = manifest;
    await commitManifest(db, mint, manifest, context.feedFields, usage);
    await deleteChunks(db, mint, replaced, usage);
    const remaining = g + perCheckpoint < changed.length;
    if (remaining && context.budgetMs !== undefined && Date.now() - context.started > context.budgetMs) {
      return { announced, newcomers, complete: false };
    }
  }
  if (changed.length === 0) await commitManifest(db, mint, undefined, context.feedFields, usage);
  return { announced, newcomers, complete: true };
}

/** The current holders between `keys`' first key (or the range's start) and `next`'s first key. */
function currentWithin(current: Buffer, keys: Buffer, next: Buffer | undefined, first: boolean): Buffer {
  const n = current.length / KEY_BYTES;
  let from = 0;
  if (!first) while (from < n && compareKeys(current, from, keys, 0) < 0) from++;
  let to = from;
  if (!next) to = n;
  else while (to < n && compareKeys(current, to, next, 0) < 0) to++;
  return current.subarray(from * KEY_BYTES, to * KEY_BYTES);
}

/** Switches the manifest and stores the count in one commit: a reader never sees one without the other. */
async function commitManifest(
  db: Firestore,
  mint: string,
  manifest: KnownManifest | undefined,
  feedFields: Record<string, unknown>,
  usage: WriteUsage,
): Promise<void> {
  const batch = db.batch();
  batch.set(feedRef(db, mint), feedFields, { merge: true });
  if (manifest) batch.set(snapshotCollection(db, mint).doc(MANIFEST_ID), manifestFields(manifest));
  await commitCounted(batch, manifest ? 2 : 1, 200 + (manifest ? manifestBytes(manifest) : 0), usage);
}

/** The keys of sorted `a` that sorted `b` lacks. */
function difference(a: Buffer, b: Buffer): Buffer {
  const na = a.length / KEY_BYTES;
  const nb = b.length / KEY_BYTES;
  const out: Buffer[] = [];
  let j = 0;
  for (let i = 0; i < na; i++) {
    while (j < nb && compareKeys(b, j, a, i) < 0) j++;
    if (j < nb && compareKeys(b, j, a, i) === 0) continue;
    out.push(a.subarray(i * KEY_BYTES, (i + 1) * KEY_BYTES));
  }
  return Buffer.concat(out);
}

function split(keys: Buffer, per: number): Buffer[] {
  const parts: Buffer[] = [];
  for (let at = 0; at < keys.length; at += per * KEY_BYTES)
    parts.push(keys.subarray(at, at + per * KEY_BYTES));
  return parts;
}

function sum(amounts: BigUint64Array): bigint {
  let total = 0n;
  for (const amount of amounts) total += amount;
  return total;
}
