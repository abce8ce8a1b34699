import type { DonationLedgerPagePayload } from '../contract/ledger.js';
import { parseLedgerWallet } from '../ledger/ledger-config.js';
import { cursorParam, readIssuedPage } from '../ledger/ledger-cursor.js';
import { withFactsAndContentRestDatabases } from '../platform/database/facts-rest-database.js';
import { json } from '../platform/http/http.js';
import { publicReadRoute } from '../platform/http/public-read-route.js';

const wallet = parseLedgerWallet(process.env);

/**
 * GET /api/ledger/donation-wallet/page/{cursor}: the transfers older than the cursor (in the path: the
 * CDN drops public reads' query strings) and the next cursor. 404 for a cursor it never gave (ADR 30).
 */
export const handler = publicReadRoute(
  async (event) => {
    const cursor = cursorParam(event);
    const data = await withFactsAndContentRestDatabases((db) => readIssuedPage(db, wallet, cursor));
    const payload: DonationLedgerPagePayload = { success: true, data };
    return json(200, payload);
  },
  { sMaxAge: 60 },
);
