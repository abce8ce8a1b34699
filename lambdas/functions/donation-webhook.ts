import middy from '@middy/core';
import { type DonationWebhookEvent, donationBody } from '../donations/donation-body.js';
import { parseDonationWebhookConfig } from '../donations/donation-config.js';
import { recordReceipts } from '../donations/receipt-store.js';
import { receivedTransfers } from '../donations/webhook-transfers.js';
import { webhookAuth } from '../holders/webhook-auth.js';
import { getChainRestDatabase, withChainRestDatabase } from '../platform/database/chain-rest-database.js';
import { type ApiResult, json } from '../platform/http/http.js';
import { errorHandler } from '../platform/http/middlewares/error-handler.js';
import { observability } from '../platform/observability/middleware.js';
import { originCheck } from '../platform/origin/origin-check.js';
import { secretString } from '../platform/secrets/secret-string.js';

const config = parseDonationWebhookConfig(process.env);
const secret = () =>
  secretString(config.DONATION_WEBHOOK_SECRET_ARN, config.DONATION_WEBHOOK_SECRET, 'donation webhook');
// The provider gives up after about a second: start both slow reads during the init phase.
secret().catch(() => undefined);
getChainRestDatabase().catch(() => undefined);

/**
 * POST /api/donations/webhook: the provider's enhanced transactions of the donation wallet. Each transfer
 * the wallet received with Solana Pay references is recorded as a receipt per reference (ADR 40), once:
 * a delivery sent twice records nothing more. The page's thank-you reads them; the totals come from the ledger.
 */
async function receiveDelivery(event: DonationWebhookEvent): Promise<ApiResult> {
  const transfers = receivedTransfers(config.DONATION_WALLET, event.delivery);
  const recorded =
    transfers.length === 0 ? 0 : await withChainRestDatabase((db) => recordReceipts(db, transfers));
  return json(200, { success: true, recorded });
}

export const handler = middy<DonationWebhookEvent, ApiResult>(receiveDelivery)
  .use(observability())
  .use(errorHandler())
  .use(originCheck())
  .use(webhookAuth(secret))
  .use(donationBody());
