import middy from '@middy/core';
import { getDatabase, withDatabase } from '../commons/firestore.js';
import { type ApiResult, json } from '../commons/http.js';
import { errorHandler } from '../commons/middlewares/error-handler.js';
import { originCheck } from '../commons/middlewares/origin-check.js';
import { secretString } from '../commons/secret-string.js';
import { parseHolderFeedConfig } from '../holders/holder-config.js';
import { readFeedState, recordNewHolder } from '../holders/holder-store.js';
import { webhookAuth } from '../holders/webhook-auth.js';
import { type WebhookEvent, webhookBody } from '../holders/webhook-body.js';
import { holderCandidates } from '../holders/webhook-delivery.js';

const feed = parseHolderFeedConfig(process.env);
const secret = () =>
  secretString(feed.HOLDER_WEBHOOK_SECRET_ARN, feed.HOLDER_WEBHOOK_SECRET, 'holder webhook');
// The provider gives up after about a second: start both slow reads during the init phase.
secret().catch(() => undefined);
getDatabase().catch(() => undefined);

/** Once the reconciler has imported the mint's holders, it stays imported: no need to read it again. */
let imported = false;

/**
 * POST /api/new-holders/webhook: a Helius enhanced-transaction delivery. Every wallet that receives
 * the mint for the first time becomes a new holder, once, however often the delivery comes.
 * Before the first reconciliation has imported the existing holders nothing is recorded (an old
 * holder buying more would otherwise be announced); that run will know every wallet anyway.
 */
async function receiveDelivery(event: WebhookEvent): Promise<ApiResult> {
  const candidates = holderCandidates(event.delivery, feed.TOKEN_MINT);
  if (candidates.length === 0) return json(200, { success: true, recorded: 0 });
  const recorded = await withDatabase(async (db) => {
    imported ||= Boolean((await readFeedState(db, feed.TOKEN_MINT)).importedAt);
    if (!imported) return undefined;
    const seenAt = new Date();
    const results = await Promise.all(
      candidates.map((candidate) =>
        recordNewHolder(db, feed.TOKEN_MINT, {
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
  console.log(
    JSON.stringify({
      level: 'info',
      message: 'Webhook delivery',
      transactions: event.delivery.length,
      candidates: candidates.length,
      recorded: recorded ?? 0,
      imported,
    }),
  );
  if (recorded === undefined) {
    return json(200, {
      success: true,
      recorded: 0,
      message: 'The holders have not been imported yet; the first reconciliation will record them',
    });
  }
  return json(200, { success: true, recorded });
}

export const handler = middy<WebhookEvent, ApiResult>(receiveDelivery)
  .use(errorHandler())
  .use(originCheck())
  .use(webhookAuth(secret))
  .use(webhookBody());
