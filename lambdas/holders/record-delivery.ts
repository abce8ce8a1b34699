import { withChainRestDatabase } from '../platform/database/chain-rest-database.js';
import { logger } from '../platform/observability/logger.js';
import { countMetric } from '../platform/observability/metrics.js';
import { readFeedState } from './feed-state.js';
import { knownSetLookup } from './known-store.js';
import { recordNewHolder } from './record-new-holder.js';
import { type Delivery, holderCandidates } from './webhook-delivery.js';

/** What the webhook answers while nothing can be recorded yet. */
export const NOT_IMPORTED_MESSAGE =
  'The holders have not been imported yet; the first reconciliation will record them';

/** Once the reconciler has imported the mint's holders, it stays imported: no need to read it again. */
let imported = false;

/** Wallets recorded at once: an airdrop's thousand are not a thousand simultaneous requests. */
const CONCURRENT_RECORDS = 16;

/** What a delivery recorded, and what it left to the reconciler (its time was up, or a write failed). */
export interface DeliveryOutcome {
  recorded: number;
  left: number;
}

/**
 * Every wallet of a Helius enhanced-transaction delivery that receives `mint` for the first time
 * becomes a new holder, once, however often the delivery comes; answers how many were new.
 * Before the first reconciliation has imported the existing holders nothing is recorded and the
 * answer is `undefined` (an old holder buying more would otherwise be announced); that run will
 * know every wallet anyway.
 *
 * The provider wants a 200 within a second and gives up after three tries (ADR 16): the known set's manifest is read once per delivery, a chunk once however many
 * wallets fall in it, at most CONCURRENT_RECORDS wallets are recorded at a time, and none is started
 * after `deadlineMs` from `arrivedAt`. A wallet not recorded then (or whose write failed) is left to
 * the reconciler, which finds it within a run: the answer is still a 200, with a log line.
 */
export async function recordDelivery(
  delivery: Delivery,
  mint: string,
  options: {
    deadlineMs: number;
    arrivedAt?: number;
    /** The clock `arrivedAt` and the deadline are read on (tests step it). @default performance.now */
    clock?: () => number;
  } = { deadlineMs: Number.POSITIVE_INFINITY },
): Promise<DeliveryOutcome | undefined> {
  const clock = options.clock ?? (() => performance.now());
  const arrivedAt = options.arrivedAt ?? clock();
  const candidates = holderCandidates(delivery, mint);
  if (candidates.length === 0) return { recorded: 0, left: 0 };
  const outcome = await withChainRestDatabase(async (db) => {
    const [state, known] = await Promise.all([
      imported ? undefined : readFeedState(db, mint),
      knownSetLookup(db, mint),
    ]);
    imported ||= Boolean(state?.importedAt);
    if (!imported) return undefined;
    const seenAt = new Date();
    let next = 0;
    let recorded = 0;
    let failed = 0;
    const worker = async () => {
      while (next < candidates.length && clock() - arrivedAt < options.deadlineMs) {
        const candidate = candidates[next++] as (typeof candidates)[number];
        try {
          const created = await recordNewHolder(
            db,
            mint,
            {
              wallet: candidate.wallet,
              source: 'webhook',
              seenAt,
              signature: candidate.signature,
              blockTime: new Date(candidate.timestamp * 1000),
            },
            known,
          );
          if (created) recorded += 1;
        } catch (error) {
          failed += 1;
          logger.warn('Webhook could not record a wallet; the reconciler will', {
            reason: error instanceof Error ? error.message : String(error),
          });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENT_RECORDS, candidates.length) }, worker));
    return { recorded, left: candidates.length - next + failed };
  });
  const line = {
    transactions: delivery.length,
    candidates: candidates.length,
    recorded: outcome?.recorded ?? 0,
    imported,
    durationMs: Math.round(clock() - arrivedAt),
  };
  if (outcome && outcome.left > 0) {
    logger.warn('Webhook delivery partly left to the reconciler', { ...line, left: outcome.left });
  } else logger.info('Webhook delivery', line);
  countMetric('holdersAnnounced', outcome?.recorded ?? 0);
  return outcome;
}
