import { checkSlot, SLOT_MARGIN } from '../platform/solana/checked-slot.js';
import { RpcError } from '../platform/solana/rpc-client.js';
import { type FeedState, readFeedState } from './feed-state.js';
import { readHeldBack, saveHeldBack, withHeldBack } from './held-back-store.js';
import {
  AccountRecords,
  aggregateHolders,
  compareKeys,
  type Holders,
  KEY_BYTES,
  MAX_ACCOUNTS,
} from './holder-set.js';
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
import { checkSupply, readMintSupply, type SupplyCheck } from './mint-supply.js';
import { type NewcomerCheck, type NewcomerTally, newcomerCheck } from './newcomer-check.js';
import { DEFAULT_MAX_RISE, DEFAULT_SUPPLY_TOLERANCE_SHARE } from './reconcile-bounds.js';
import {
  type HolderObserver,
  type ReconcileOptions,
  WITNESS_TOLERANCE,
  type Witness,
} from './reconcile-options.js';
import { clearScan, loadScanRecords, readScanCursor, type ScanCursor, saveScan } from './scan-checkpoint.js';
import {
  type AccountsRead,
  newRead,
  type ReadMethod,
  RPC_CREDITS,
  readTokenAccounts,
} from './token-accounts.js';
import { byDeadline, type Clock, realClock } from './witness-clock.js';
import { witnessHolderCount } from './witness-count.js';

// The run's options and its observers live apart, so that the merge (known-merge.ts) can take them
// without importing this file, which imports it.
export type { HolderObserver, ReconcileOptions, ReconcileSummary, Witness } from './reconcile-options.js';
export { WITNESS_TOLERANCE } from './reconcile-options.js';

/** `full`: every token account of the mint; `incremental`: those changed since the last run's slot. */
export type RunKind = 'full' | 'incremental';

export interface ReconcileResult {
  kind: RunKind;
  /** Distinct owners with a positive balance: the last full scan's count (an incremental run keeps it). */
  count: number;
  /** True when this run was the import (the first run for the mint, or importOnly). */
  imported: boolean;
  /** Owners seen for the first time by this run. */
  newcomers: number;
  /** Newcomers recorded as new holders by this run (the others the webhook had already recorded, or the cap left silent). */
  announced: string[];
  /** The count of the previous run, if any. */
  previousCount?: number;
  measuredAt: Date;
  /** False when the run stopped at a checkpoint to stay within its time: the next run goes on. */
  complete: boolean;
  /** True when the run was skipped to stay within the RPC budget. */
  skipped: boolean;
  rpc: AccountsRead;
  firestore: WriteUsage;
  /**
   * What the second provider said of a full scan's count (ADR 35): `agreed` (and whether the bounds alone
   * would have refused it), or `unavailable` when the bounds alone judged.
   */
  witness?: WitnessVerdict;
  /** The second provider's check of the newcomers this run would announce (ADR 35). */
  newcomerChecks?: NewcomerTally;
  /** Calls and credits spent on the second provider (its count and its checks). */
  witnessRpc?: { calls: number; credits: number };
}

/** What the second provider said about a full scan's count (ADR 35). */
export type WitnessVerdict =
  | { readonly kind: 'agreed'; readonly count: number; readonly beyondBounds: boolean }
  | { readonly kind: 'disagreed'; readonly count: number }
  | { readonly kind: 'unavailable'; readonly reason: string };

/** An RPC answer the reconciliation does not believe: nothing is stored, nobody is announced. */
export class ImplausibleAnswerError extends Error {
  constructor(
    message: string,
    readonly count: number,
    readonly previousCount: number | undefined,
    /** The second provider's verdict, when one was asked. */
    readonly witness?: WitnessVerdict,
    /** The balances against the mint's supply, when they were what did not add up. */
    readonly supply?: SupplyCheck,
  ) {
    super(message);
    this.name = 'ImplausibleAnswerError';
  }
}

/** A drop of this many holders or fewer is believed whatever its share (a mint with a handful of holders). */
const SMALL_DROP = 10;

/** A scan that fails after reading this many accounts keeps them for the next run. */
const SCAN_CHECKPOINT_ACCOUNTS = 20_000;
/** A kept scan older than this is read again from its start (the provider's page keys may be gone). */
const SCAN_CHECKPOINT_MAX_AGE_MS = 60 * 60 * 1000;
/** JSON-RPC "method not found": the node has no getProgramAccountsV2. */
const METHOD_NOT_FOUND = -32601;

/** Set once this instance's node answered that it has no paged method (rpcMethod 'auto'). */
let pagingUnsupported = false;

/**
 * One reconciliation: reads the mint's token accounts from the RPC as a stream (every account in a
 * full scan; in an incremental run, only those changed since the last run's slot), sums the
 * balances per owner into compact sorted keys, refuses an implausible answer (a full scan's balances
 * are also checked against the mint's supply read before and after it), then compares the
 * owners with the known set chunk by chunk (only chunks whose holders changed are read), records
 * the newcomers the webhook missed, and stores the known set (and, after a full scan, the count).
 * The RPC is read before anything is written. Writes go in checkpoints, each announcing its
 * newcomers before the manifest makes them known: a run cut short at any point is completed by the
 * next, which announces nobody twice (every event is created with a precondition).
 */
export async function reconcileHolders(options: ReconcileOptions): Promise<ReconcileResult> {
  const method: ReadMethod =
    options.rpcMethod === 'plain' || (options.rpcMethod !== 'v2' && pagingUnsupported) ? 'plain' : 'v2';
  try {
    return await reconcileWith(options, method);
  } catch (error) {
    if (
      method === 'v2' &&
      (options.rpcMethod ?? 'auto') === 'auto' &&
      error instanceof RpcError &&
      error.code === METHOD_NOT_FOUND
    ) {
      // Nothing was written before the read failed: the same run again, with the plain method.
      pagingUnsupported = true;
      return reconcileWith(options, 'plain');
    }
    throw error;
  }
}

async function reconcileWith(options: ReconcileOptions, method: ReadMethod): Promise<ReconcileResult> {
  const { db, mint } = options;
  const now = options.now ?? new Date();
  const started = Date.now();
  const usage = newUsage();
  const state = await readFeedState(db, mint);
  const previous = state.count === undefined ? {} : { previousCount: state.count };
  const base = { measuredAt: now, firestore: usage, announced: [] as string[], newcomers: 0, ...previous };
  const read = newRead(method);
  const cursor = method === 'v2' ? await readScanCursor(db, mint) : undefined;
  const sinceFull = state.measuredAt ? now.getTime() - state.measuredAt.getTime() : Number.POSITIVE_INFINITY;
  const canIncrement = method === 'v2' && state.importedAt !== undefined && state.syncedSlot !== undefined;
  const fullDue =
    options.importOnly === true ||
    !canIncrement ||
    cursor !== undefined ||
    // 0: every run is a full scan (also when the last one's time is ahead of this run's clock).
    (options.fullScanIntervalMs ?? 0) <= 0 ||
    sinceFull >= (options.fullScanIntervalMs as number);
  const withinBudget = !options.minIntervalMs || sinceFull >= options.minIntervalMs;
  const time = witnessTime(options);
  if (fullDue && (withinBudget || options.importOnly || cursor)) {
    return fullScan(options, { method, now, started, usage, state, base, read, cursor, time });
  }
  if (canIncrement) return incrementalRun(options, { now, started, usage, state, base, read, time });
  return {
    ...base,
    kind: 'full',
    count: state.count ?? 0,
    imported: false,
    complete: true,
    skipped: true,
    rpc: read,
  };
}

interface RunContext {
  now: Date;
  started: number;
  usage: WriteUsage;
  state: FeedState;
  base: {
    measuredAt: Date;
    firestore: WriteUsage;
    announced: string[];
    newcomers: number;
    previousCount?: number;
  };
  read: AccountsRead;
  time: WitnessTime;
}

/**
 * The slot the next run lists changes from, checked before it is stored (checked-slot.ts, ADR 35's
 * amendment "The reconciler's slot is checked"): with a second provider, a slot beyond its `getSlot` and
 * the margin is refused (FutureSlotError, counted in FutureSlots) and nothing is written; a stored slot
 * from the future would make every incremental run list nothing. Without one, the first provider's own
 * word is all there is.
 */
async function currentSlot(
  options: ReconcileOptions,
  read: AccountsRead,
  time: WitnessTime,
): Promise<{ slot: number; checked: Promise<void> }> {
  const slot = await options.rpc.call('getSlot', [{ commitment: 'confirmed' }]);
  read.calls += 1;
  read.credits += RPC_CREDITS.getSlot;
  const witness = options.witness;
  // Beside the first provider's reads: awaited before anything is written. A witness late past the
  // run's deadline leaves the first provider's own slot as the check, as one that cannot be read does.
  const checked = witness
    ? checkSlot(
        slot,
        options.rpc,
        async () => witness.rpc,
        (read) => byDeadline(read, time.deadline, time.clock, 'getSlot'),
      ).then(() => undefined)
    : Promise.resolve();
  checked.catch(() => undefined);
  return { slot, checked };
}

/** The clock the second provider's reads are timed on, and the run's deadline on it (ADR 35). */
interface WitnessTime {
  clock: Clock;
  deadline: number;
}

function witnessTime(options: ReconcileOptions): WitnessTime {
  const clock = options.witness?.clock ?? realClock;
  return { clock, deadline: clock.now() + (options.budgetMs ?? 60_000) };
}

async function fullScan(
  options: ReconcileOptions,
  run: RunContext & { method: ReadMethod; cursor: ScanCursor | undefined },
): Promise<ReconcileResult> {
  const { db, rpc, mint } = options;
  const { now, started, usage, state, base, read, method } = run;
  const records = new AccountRecords(options.maxAccounts);
  let scan: ScanCursor;
  let slotChecked = Promise.resolve();
  if (run.cursor && now.getTime() - run.cursor.startedAt.getTime() < SCAN_CHECKPOINT_MAX_AGE_MS) {
    // A scan cut short: its pages are not read again.
    scan = run.cursor;
    await loadScanRecords(db, mint, scan, records);
  } else {
    if (run.cursor) await clearScan(db, mint, run.cursor.parts, usage);
    // The slot before the first page: whatever changes from it on, the next incremental run lists.
    const current = method === 'v2' ? await currentSlot(options, read, run.time) : undefined;
    slotChecked = current?.checked ?? slotChecked;
    scan = {
      position: { query: 0, paginationKey: null },
      slot: current?.slot ?? 0,
      startedAt: now,
      parts: 0,
      records: 0,
    };
  }
  // The second provider's count goes beside the first provider's pages (ADR 35, "a slow witness delays
  // a run, never stalls it"), within the run's deadline.
  const witnessCount = startWitnessCount(options, run.time);
  // Read before the first page, and kept with the scan's checkpoint: a scan resumed by a later run is
  // checked against the supply when it began (a scan kept before the check existed reads it now).
  scan.supplyBefore ??= await readMintSupply(rpc, mint, read);
  const supplyBefore = scan.supplyBefore;
  const budget = options.budgetMs;
  try {
    await readTokenAccounts(rpc, mint, (data, address) => records.add(data, address), {
      method,
      ...(options.pageSize ? { pageSize: options.pageSize } : {}),
      from: scan.position,
      // Half the time for reading: the rest is for the writes.
      goOn: () => budget === undefined || Date.now() - started < budget / 2,
      progress: read,
    });
  } catch (error) {
    const kept = records.count - scan.records;
    const enough = options.layout?.scanCheckpointAccounts ?? SCAN_CHECKPOINT_ACCOUNTS;
    if (method === 'v2' && !records.overflow && kept > 0 && kept >= enough) {
      await slotChecked
        .then(() => saveScan(db, mint, records, { ...scan, position: read.position }, usage))
        .catch(() => undefined);
    }
    throw error;
  }
  refuseOverflow(records, state.count);
  await slotChecked;
  if (!read.complete) {
    await saveScan(db, mint, records, { ...scan, position: read.position }, usage);
    return {
      ...base,
      kind: 'full',
      count: state.count ?? 0,
      imported: false,
      complete: false,
      skipped: false,
      rpc: read,
    };
  }
  const supply = checkSupply(
    records.total(),
    supplyBefore,
    await readMintSupply(rpc, mint, read),
    options.supplyToleranceShare ?? DEFAULT_SUPPLY_TOLERANCE_SHARE,
  );
  const holders = aggregateHolders(records);
  // Before the bounds and the witness: balances that do not add up are wrong whatever count another
  // provider sees. An empty answer keeps its own refusal (below).
  if (holders.count > 0) refuseSupplyGap(supply, holders.count, state.count);
  const witnessRpc = { calls: 0, credits: 0 };
  const witnessed = await judgeFullScan(holders.count, state.count, options, witnessRpc, witnessCount);
  // Newcomers are asked of the witness whether or not its count could be read: with a witness configured,
  // nothing is believed unasked (ADR 35, "Amendment: the witness's silence believes nothing").
  const newcomers = options.witness
    ? checksFor(options.witness, options, run.time, method === 'v2' ? scan.slot : undefined)
    : undefined;
  let manifest = await readManifest(db, mint);
  const importing = options.importOnly === true || !state.importedAt || manifest.chunks.length === 0;
  const runId = { id: newRunId(now), seq: 0 };
  const feedFields = measurementFields(mint, holders.count, now, importing);
  const finalFields = method === 'v2' ? { syncedSlot: scan.slot } : {};
  let result: { announced: string[]; newcomers: number; excluded: number; complete: boolean };
  // The newcomers the second provider did not confirm (sorted keys): left out of the statistics too.
  let unconfirmed = Buffer.alloc(0);
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
    manifest = { chunks: await writeChunks(db, mint, pieces, runId, usage) };
    await commitManifest(db, mint, manifest, { ...feedFields, ...finalFields }, usage);
    result = { announced: [], newcomers: holders.count, excluded: 0, complete: true };
  } else {
    await deleteChunks(db, mint, await orphanChunks(db, mint, manifest, now), usage);
    const merged = await mergeIntoKnown({
      ...options,
      now,
      importing,
      holders,
      manifest,
      run: runId,
      usage,
      feedFields,
      finalFields,
      started,
      announceLeft: options.maxAnnounced ?? Number.POSITIVE_INFINITY,
      ...(newcomers ? { newcomers } : {}),
      // The witness's own count agreed: the count stands at once, the banners follow the checks.
      countHeldBack: witnessed?.kind === 'agreed',
    });
    ({ unconfirmed, ...result } = merged);
    if (newcomers && result.complete) await saveHeldBack(db, mint, newcomers.heldBack(), now);
  }
  if (scan.parts > 0) await clearScan(db, mint, scan.parts, usage);
  // Newcomers the second provider did not confirm are not counted (ADR 35).
  const count = holders.count - result.excluded;

  // The statistics (the top 50, the bands, the day's count) see the holders the run believes: a newcomer
  // the second provider did not confirm is in none of them until a later run confirms it (ADR 35).
  feedObservers(options.observers ?? [], holders, unconfirmed);
  const summary = { count, total: supply.sum, measuredAt: now, imported: importing };
  for (const observer of options.observers ?? []) await observer.onComplete?.(summary);
  return {
    ...base,
    ...result,
    kind: 'full',
    count,
    imported: importing,
    skipped: false,
    rpc: read,
    ...(witnessed ? { witness: witnessed } : {}),
    ...witnessReport(witnessRpc, newcomers),
  };
}

/**
 * The run's newcomer checks, at the first provider's `slot` or later: asked, and rate limits waited out,
 * only within the run's deadline.
 */
function checksFor(
  witness: Witness,
  options: ReconcileOptions,
  time: WitnessTime,
  slot: number | undefined,
): NewcomerCheck {
  return newcomerCheck(witness.rpc, options.mint, {
    deadline: time.deadline,
    clock: time.clock,
    ...(slot === undefined ? {} : { minContextSlot: slot }),
  });
}

/** The witness's count as it ends: its count and what it cost, or why it could not be read. */
type WitnessCount = { count: number; read: AccountsRead } | { reason: string };

/** Starts the second provider's count of a full scan, when one will be asked (see judgeFullScan). */
function startWitnessCount(options: ReconcileOptions, time: WitnessTime): Promise<WitnessCount> | undefined {
  const { witness } = options;
  if (!witness || options.importOnly) return undefined;
  return byDeadline(
    witnessHolderCount(witness.rpc, options.mint, options.maxAccounts ?? MAX_ACCOUNTS),
    time.deadline,
    time.clock,
    'getProgramAccounts',
  ).catch((cause: unknown) => ({ reason: cause instanceof Error ? cause.message : String(cause) }));
}

/** Every holder of the run but the sorted keys `left` (the unconfirmed newcomers), to each observer. */
function feedObservers(observers: readonly HolderObserver[], holders: Holders, left: Buffer): void {
  if (observers.length === 0) return;
  const nLeft = left.length / KEY_BYTES;
  let j = 0;
  for (let i = 0; i < holders.count; i++) {
    while (j < nLeft && compareKeys(left, j, holders.owners, i) < 0) j++;
    if (j < nLeft && compareKeys(left, j, holders.owners, i) === 0) continue;
    const owner = holders.owners.subarray(i * KEY_BYTES, (i + 1) * KEY_BYTES);
    for (const observer of observers) observer.onHolder(owner, holders.amounts[i] as bigint);
  }
}

/** The second provider's part of a run's result: its calls and credits, and the newcomers' checks. */
function witnessReport(
  usage: { calls: number; credits: number },
  newcomers: NewcomerCheck | undefined,
): Pick<ReconcileResult, 'newcomerChecks' | 'witnessRpc'> {
  const calls = usage.calls + (newcomers?.tally.calls ?? 0);
  const credits = usage.credits + (newcomers?.tally.credits ?? 0);
  return {
    ...(newcomers ? { newcomerChecks: { ...newcomers.tally } } : {}),
    ...(calls > 0 ? { witnessRpc: { calls, credits } } : {}),
  };
}

/**
 * With a second provider, every full scan's count is asked of it (ADR 35): its own count, read now,
 * within the tolerance of ours believes the answer, even one the bounds would refuse; further apart, the
 * answer is refused. A witness that cannot be read leaves the bounds alone to judge, as without one
 * (`unavailable`, for the run's warning line). An empty answer is never believed, whoever agrees with
 * it, and the operator's import (`importOnly`) is not asked about.
 */
async function judgeFullScan(
  count: number,
  previousCount: number | undefined,
  options: ReconcileOptions,
  usage: { calls: number; credits: number },
  started: Promise<WitnessCount> | undefined,
): Promise<WitnessVerdict | undefined> {
  const { witness } = options;
  if (!witness || !started || options.importOnly || count === 0) {
    refuseImplausible(count, previousCount, options);
    return undefined;
  }
  let bounds: ImplausibleAnswerError | undefined;
  try {
    refuseImplausible(count, previousCount, options);
  } catch (error) {
    if (!(error instanceof ImplausibleAnswerError)) throw error;
    bounds = error;
  }
  const answer = await started;
  if ('count' in answer) {
    usage.calls += answer.read.calls;
    usage.credits += answer.read.credits;
  } else {
    const { reason } = answer;
    if (!bounds) return { kind: 'unavailable', reason };
    throw new ImplausibleAnswerError(
      `${bounds.message}; the second provider could not be read`,
      count,
      previousCount,
      { kind: 'unavailable', reason },
    );
  }
  const witnessed = answer.count;
  const tolerance = witness.tolerance ?? WITNESS_TOLERANCE;
  const allowed = Math.max(tolerance.absolute, tolerance.share * Math.max(witnessed, count));
  if (Math.abs(witnessed - count) <= allowed) {
    return { kind: 'agreed', count: witnessed, beyondBounds: bounds !== undefined };
  }
  throw new ImplausibleAnswerError(
    bounds
      ? `${bounds.message}; the second provider counted ${witnessed}`
      : `The RPC listed ${count} holders and the second provider counted ${witnessed}, more than ${Math.floor(allowed)} apart: refused, the previous count stays`,
    count,
    previousCount,
    { kind: 'disagreed', count: witnessed },
  );
}

/**
 * Between full scans: only the accounts changed at or after the last run's slot. Their owners with a
 * positive balance that the known set lacks are newcomers; the count is the last full scan's, left as
 * it is (ADR 16). The slot is read before the accounts, and the next run asks from
 * it on ("at or after"): a change in that very slot is listed twice, and the known set makes the second
 * sighting nobody new.
 */
async function incrementalRun(options: ReconcileOptions, run: RunContext): Promise<ReconcileResult> {
  const { db, rpc, mint } = options;
  const { now, started, usage, state, base, read } = run;
  const { slot, checked } = await currentSlot(options, read, run.time);
  if ((state.syncedSlot as number) > slot + SLOT_MARGIN) {
    // A stored slot from the future (kept before the check, or by a node since replaced) would list
    // nothing run after run: a full scan replaces it with the checked one.
    return fullScan(options, { ...run, method: 'v2', cursor: undefined });
  }
  const records = new AccountRecords(options.maxAccounts);
  await readTokenAccounts(rpc, mint, (data, address) => records.add(data, address), {
    method: 'v2',
    ...(options.pageSize ? { pageSize: options.pageSize } : {}),
    changedSinceSlot: state.syncedSlot as number,
    progress: read,
  });
  refuseOverflow(records, state.count);
  const changed = aggregateHolders(records);
  try {
    refuseRise(changed.count, state.count, options, 'owners changed since the last run');
  } catch (error) {
    // The witness judges whole counts: a rise too large to believe becomes a full scan, which it can
    // confirm or refuse (ADR 35). Nothing was written yet.
    if (!(error instanceof ImplausibleAnswerError) || !options.witness) throw error;
    return fullScan(options, { ...run, method: 'v2', cursor: undefined });
  }
  await checked;
  const manifest = await readManifest(db, mint);
  await deleteChunks(db, mint, await orphanChunks(db, mint, manifest, now), usage);
  // The count stays the last full scan's; the newcomers are asked of the second provider (ADR 35), those
  // the last run held back among them: their accounts need not have changed again to be listed here.
  const newcomers = options.witness ? checksFor(options.witness, options, run.time, slot) : undefined;
  const holders = newcomers ? withHeldBack(changed, await readHeldBack(db, mint)) : changed;
  const { unconfirmed: _unconfirmed, ...result } = await mergeIntoKnown({
    ...options,
    now,
    importing: false,
    holders,
    manifest,
    run: { id: newRunId(now), seq: 0 },
    usage,
    feedFields: {},
    finalFields: { syncedSlot: slot },
    started,
    partial: true,
    announceLeft: options.maxAnnounced ?? Number.POSITIVE_INFINITY,
    ...(newcomers ? { newcomers } : {}),
  });
  if (newcomers && result.complete) await saveHeldBack(db, mint, newcomers.heldBack(), now);
  return {
    ...base,
    ...result,
    kind: 'incremental',
    count: state.count ?? 0,
    imported: false,
    skipped: false,
    rpc: read,
    ...witnessReport({ calls: 0, credits: 0 }, newcomers),
  };
}

function refuseOverflow(records: AccountRecords, previousCount: number | undefined): void {
  if (!records.overflow) return;
  throw new ImplausibleAnswerError(
    `The RPC listed more than ${records.count} token accounts, more than this function's memory holds: refused, the previous count stays`,
    records.count,
    previousCount,
  );
}

/**
 * A full scan whose accounts do not add up to the mint's supply, within what burns, mints and transfers
 * during the scan explain, is refused (ADR 35): pages listed twice or left out, made-up balances.
 */
function refuseSupplyGap(check: SupplyCheck, count: number, previousCount: number | undefined): void {
  if (check.within) return;
  throw new ImplausibleAnswerError(
    `The RPC's token accounts sum to ${check.sum}, against a supply of ${check.after} (${check.before} when the scan began): more than the ${check.allowed} apart that burns, mints and transfers during the scan explain: refused, the previous count stays`,
    count,
    previousCount,
    undefined,
    check,
  );
}

/** A rise of more than both bounds is refused: made-up owners would be announced and counted. */
function refuseRise(
  count: number,
  previousCount: number | undefined,
  options: ReconcileOptions,
  what = 'holders',
): void {
  if (options.importOnly || previousCount === undefined) return;
  const bound = options.maxRise ?? DEFAULT_MAX_RISE;
  const rise = what === 'holders' ? count - previousCount : count;
  if (rise > bound.absolute && rise > previousCount * bound.share) {
    throw new ImplausibleAnswerError(
      `The RPC listed ${count} ${what}, against ${previousCount} holders counted (a rise of more than ${bound.absolute} and ${Math.round(bound.share * 100)} %): refused, the previous count stays`,
      count,
      previousCount,
    );
  }
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
  refuseRise(count, previousCount, options);
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
