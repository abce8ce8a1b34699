import middy from '@middy/core';
import { parseHolderFeedConfig } from '../holders/holder-config.js';
import { NOT_IMPORTED_MESSAGE, recordDelivery } from '../holders/record-delivery.js';
import { webhookAuth } from '../holders/webhook-auth.js';
import { type WebhookEvent, webhookBody } from '../holders/webhook-body.js';
import { webhookSecret } from '../holders/webhook-secret.js';
import { getChainRestDatabase } from '../platform/database/chain-rest-database.js';
import { type ApiResult, json } from '../platform/http/http.js';
import { errorHandler } from '../platform/http/middlewares/error-handler.js';
import { observability } from '../platform/observability/middleware.js';
import { originCheck } from '../platform/origin/origin-check.js';

const feed = parseHolderFeedConfig(process.env);
const secret = webhookSecret(feed);
// The provider gives up after about a second: start both slow reads during the init phase.
secret().catch(() => undefined);
getChainRestDatabase().catch(() => undefined);

/** POST /api/new-holders/webhook: records the delivery's new holders (holders/record-delivery.ts). */
async function receiveDelivery(event: WebhookEvent): Promise<ApiResult> {
  // The provider's clock runs from its request: the deadline counts from the invocation's start.
  const outcome = await recordDelivery(event.delivery, feed.TOKEN_MINT, {
    deadlineMs: feed.HOLDER_WEBHOOK_DEADLINE_MS,
    arrivedAt: event.arrivedAt,
  });
  if (outcome === undefined) return json(200, { success: true, recorded: 0, message: NOT_IMPORTED_MESSAGE });
  const { recorded, left } = outcome;
  return json(200, { success: true, recorded, ...(left > 0 ? { leftToReconciler: left } : {}) });
}

export const handler = middy<WebhookEvent, ApiResult>(receiveDelivery)
  .use(observability())
  .use(errorHandler())
  .use(originCheck())
  .use(webhookAuth(secret))
  .use(webhookBody());
