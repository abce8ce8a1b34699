import type { ApiSuccess } from '../contract/api.js';
import { DONATE_MESSAGES, type DonationReceipt } from '../contract/donate.js';
import { parseDonationReadConfig } from '../donations/donation-config.js';
import { withDonationDatabases } from '../donations/donation-databases.js';
import { readReceipt } from '../donations/read-receipt.js';
import { getChainRestDatabase } from '../platform/database/chain-rest-database.js';
import { getFactsRestDatabase } from '../platform/database/facts-rest-database.js';
import { BadRequestError } from '../platform/http/errors.js';
import { json } from '../platform/http/http.js';
import { publicReadRoute } from '../platform/http/public-read-route.js';
import { isPublicKey } from '../platform/solana/public-key.js';

const { DONATION_WALLET } = parseDonationReadConfig(process.env);
// Opened during the init phase, as the content database is by publicReadRoute.
getChainRestDatabase().catch(() => undefined);
getFactsRestDatabase().catch(() => undefined);

/**
 * GET /api/donations/receipts/{reference}: whether a transfer carrying the page's request reference
 * reached the wallet (ADR 40). Two document reads, never the chain; the CDN keeps each answer 5 s, so
 * however many pages poll one reference, the origin answers it at most once in 5 s.
 */
export const handler = publicReadRoute(
  async (event) => {
    const reference = event.pathParameters?.reference ?? '';
    if (!isPublicKey(reference)) throw new BadRequestError(DONATE_MESSAGES.referenceInvalid);
    const data = await withDonationDatabases((dbs) => readReceipt(dbs, DONATION_WALLET, reference));
    const payload: ApiSuccess<DonationReceipt> = { success: true, data };
    return json(200, payload);
  },
  { sMaxAge: 5 },
);
