import { getChainDatabase } from '../platform/database/chain-database.js';
import { logger } from '../platform/observability/logger.js';
import { countMetric, levelMetric } from '../platform/observability/metrics.js';
import { FutureSlotError } from '../platform/solana/checked-slot.js';
import { RpcError, RpcUnavailableError } from '../platform/solana/rpc-client.js';
import { rpcClientFrom } from '../platform/solana/rpc-env.js';
import { UnreadableWitnessRpc, witnessRpcFrom } from '../platform/solana/witness-rpc.js';
import { type HolderFeedConfig, minReadIntervalMs } from './holder-config.js';
import { accountCapFor } from './holder-set.js';
import { ImplausibleAnswerError, type ReconcileResult, reconcileHolders } from './reconcile.js';
import { WITNESS_TOLERANCE, type Witness } from './reconcile-options.js';
import type { HolderStatsConfig } from './stats/holder-stats.js';
import { holderStatsObserver } from './stats/stats-observer.js';

/** What one run reports (also its log line). */
export interface ReconcileReport extends Omit<ReconcileResult, 'measuredAt' | 'announced'> {
  /** The wallets recorded by this run (the first 100: the log line stays small). */
  announced: string[];
  measuredAt: string;
  durationMs: number;
}

/**
 * One scheduled holder reconciliation (EventBridge, every few minutes; an interval in the local
 * stack), with its log line. A failed run (RPC down or slow, database unreachable) is logged and fails the invocation,
 * so it shows in the function's error metric; nothing was half-written, and the next run retries.
 * So is an implausible answer (no holder, a count fallen by more than HOLDER_MAX_DROP_SHARE, or balances
 * that do not add up to the mint's supply within HOLDER_SUPPLY_TOLERANCE_SHARE):
 * the previous count and known set stay, and nobody is announced.
 */
export async function scheduledReconcile(
  feed: HolderFeedConfig,
  stats: HolderStatsConfig,
): Promise<ReconcileReport> {
  const started = performance.now();
  try {
    const rpc = await rpcClientFrom(feed);
    const witness = await witnessFrom(feed);
    const db = await getChainDatabase();
    const result = await reconcileHolders({
      db,
      rpc,
      mint: feed.TOKEN_MINT,
      maxDropShare: feed.HOLDER_MAX_DROP_SHARE,
      maxRise: { absolute: feed.HOLDER_MAX_RISE, share: feed.HOLDER_MAX_RISE_SHARE },
      maxAnnounced: feed.HOLDER_MAX_ANNOUNCED_PER_RUN,
      supplyToleranceShare: feed.HOLDER_SUPPLY_TOLERANCE_SHARE,
      maxAccounts: accountCapFor(feed.AWS_LAMBDA_FUNCTION_MEMORY_SIZE),
      rpcMethod: feed.HOLDER_RPC_METHOD,
      pageSize: feed.HOLDER_PAGE_SIZE,
      fullScanIntervalMs: feed.HOLDER_FULL_SCAN_MINUTES * 60_000,
      budgetMs: feed.RECONCILE_BUDGET_MS,
      minIntervalMs: minReadIntervalMs(feed),
      // The distribution, bands and daily point are computed in the same pass (bounded memory).
      observers: [holderStatsObserver(db, feed.TOKEN_MINT, stats)],
      ...(witness ? { witness } : {}),
    });
    const report = {
      ...result,
      announced: result.announced.slice(0, 100),
      measuredAt: result.measuredAt.toISOString(),
      durationMs: Math.round(performance.now() - started),
    };
    // A run that changed nothing logs nothing: every few minutes, forever, that would only cost.
    if (result.witness?.kind === 'agreed' && result.witness.beyondBounds) {
      logger.warn('A count beyond the bounds believed: the second RPC provider agreed', {
        count: result.count,
        previousCount: result.previousCount,
        witnessCount: result.witness.count,
      });
    }
    if (result.witness?.kind === 'unavailable' || result.newcomerChecks?.unavailable !== undefined) {
      // The bounds alone judged the count; the newcomers it did not answer are held back (ADR 35).
      countMetric('witnessUnavailable');
      logger.warn('The second RPC provider could not be read; the bounds alone judged the answer', {
        reason:
          result.witness?.kind === 'unavailable' ? result.witness.reason : result.newcomerChecks?.unavailable,
      });
    }
    const checks = result.newcomerChecks;
    if (checks && checks.unconfirmed > 0) {
      logger.warn('Newcomers the second RPC provider does not see: neither announced nor counted', {
        unconfirmed: checks.unconfirmed,
        checked: checks.checked,
        examples: checks.examples,
      });
      countMetric('unconfirmedHolders', checks.unconfirmed);
    }
    if (checks && checks.heldBack > 0) {
      logger.info('Newcomers held back for the next runs to ask the second RPC provider', {
        heldBack: checks.heldBack,
        checked: checks.checked,
      });
    }
    // Every run whose newcomers were asked, 0 included: the backlog a burst leaves, run by run (ADR 35).
    if (checks) levelMetric('heldBackNewcomers', checks.heldBack);
    if (
      result.imported ||
      result.newcomers > 0 ||
      result.count !== result.previousCount ||
      !result.complete
    ) {
      logger.info('Holders reconciled', { ...report });
    }
    countMetric('holdersAnnounced', result.announced.length);
    return report;
  } catch (error) {
    const kind =
      error instanceof ImplausibleAnswerError
        ? 'implausible-answer'
        : error instanceof FutureSlotError
          ? // Counted in FutureSlots where it was refused (checked-slot.ts); nothing was written.
            'future-slot'
          : error instanceof RpcUnavailableError
            ? 'rpc-unavailable'
            : error instanceof RpcError
              ? 'rpc-error'
              : 'other';
    if (error instanceof ImplausibleAnswerError) countMetric('implausibleAnswers');
    if (error instanceof ImplausibleAnswerError && error.witness?.kind === 'unavailable') {
      countMetric('witnessUnavailable');
      // As without a witness: the bounds alone judged. The reason is our own message, never the URL.
      logger.warn('The second RPC provider could not be read; the bounds alone judged the answer', {
        reason: error.witness.reason,
      });
    }
    logger.error('Holder reconciliation failed; the next run retries', {
      kind,
      // Our RPC errors never carry the URL (it may hold an API key).
      reason: error instanceof Error ? error.message : String(error),
      ...(error instanceof FutureSlotError
        ? { slot: error.slot, reference: error.reference, by: error.by }
        : {}),
      ...(error instanceof ImplausibleAnswerError
        ? {
            count: error.count,
            previousCount: error.previousCount,
            ...(error.witness ? { witness: error.witness } : {}),
            // Raw units as decimal strings: u64 sums are beyond a JSON number.
            ...(error.supply
              ? {
                  supply: {
                    sum: String(error.supply.sum),
                    before: String(error.supply.before),
                    after: String(error.supply.after),
                    allowed: String(error.supply.allowed),
                  },
                }
              : {}),
          }
        : {}),
      durationMs: Math.round(performance.now() - started),
    });
    throw error;
  }
}

/** The second provider (ADR 35), when the operator named one: its URL is a secret like the first's. */
async function witnessFrom(feed: HolderFeedConfig): Promise<Witness | undefined> {
  try {
    const rpc = await witnessRpcFrom(feed);
    if (!rpc) return undefined;
    return { rpc, tolerance: { absolute: WITNESS_TOLERANCE.absolute, share: feed.HOLDER_WITNESS_TOLERANCE } };
  } catch (error) {
    // Its secret cannot be read or its URL used: the run goes on as with a witness that is down, so
    // that it fails closed (the bounds alone judge the count, every newcomer is held back), and the
    // run's own verdict counts WitnessUnavailable and says so (ADR 35).
    const reason = error instanceof Error ? error.message : String(error);
    return {
      rpc: new UnreadableWitnessRpc(reason),
      tolerance: { absolute: WITNESS_TOLERANCE.absolute, share: feed.HOLDER_WITNESS_TOLERANCE },
    };
  }
}
