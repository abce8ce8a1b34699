import { withRestDatabase } from '../platform/database/rest-database.js';
import { logger } from '../platform/observability/logger.js';
import { countMetric } from '../platform/observability/metrics.js';
import { readFeedState } from './feed-state.js';
import { recordNewHolder } from './record-new-holder.js';
import { type Delivery, holderCandidates } from './webhook-delivery.js';

/** What the webhook answers while nothing can be recorded yet. */
export const NOT_IMPORTED_MESSAGE =
  'The holders have not been imported yet; the first reconciliation will record them';

/** Once the reconciler has imported the mint's holders, it stays imported: no need to read it again. */
let imported = false;

/**
 * Every wallet of a Helius enhanced-transaction delivery that receives `mint` for the first time
 * becomes a new holder, once, however often the delivery comes; answers how many were new.
 * Before the first reconciliation has imported the existing holders nothing is recorded and the
 * answer is `undefined` (an old holder buying more would otherwise be announced); that run will
 * know every wallet anyway.
 */
export async function recordDelivery(delivery: Delivery, mint: string): Promise<number | undefined> {
  const candidates = holderCandidates(delivery, mint);
  if (candidates.length === 0) return 0;
  const recorded = await withRestDatabase(async (db) => {
    imported ||= Boolean((await readFeedState(db, mint)).importedAt);
    if (!imported) return undefined;
    const seenAt = new Date();
    const results = await Promise.all(
      candidates.map((candidate) =>
        recordNewHolder(db, mint, {
          wallet: candidate.wallet,
          source: 'webhook',
          seenAt,
          signature: candidate.signature,
          blockTime: new Date(candidate.timestamp * 1000),
        }),
      ),
    );
    return results.filter(Boolean).length;
  });
  logger.info('Webhook delivery', {
    transactions: delivery.length,
    candidates: candidates.length,
    recorded: recorded ?? 0,
    imported,
  });
  countMetric('holdersAnnounced', recorded ?? 0);
  return recorded;
}
