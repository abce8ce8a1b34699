import type { DonationLedgerPayload } from '../contract/ledger.js';
import { parseLedgerWallet } from '../ledger/ledger-config.js';
import { cursorParam } from '../ledger/ledger-cursor.js';
import { readDonationLedger } from '../ledger/public-ledger.js';
import { withRestDatabase } from '../platform/database/rest-database.js';
import { json } from '../platform/http/http.js';
import { publicReadRoute } from '../platform/http/public-read-route.js';

const wallet = parseLedgerWallet(process.env);

/**
 * GET /api/ledger/donation-wallet/page/{cursor}: as the ledger route, with the transfers older than
 * the cursor (in the path: the CDN drops public reads' query strings). 404 for a cursor it never gave.
 */
export const handler = publicReadRoute(
  async (event) => {
    const cursor = cursorParam(event);
    const data = await withRestDatabase((db) => readDonationLedger(db, wallet, cursor));
    const payload: DonationLedgerPayload = { success: true, data };
    return json(200, payload);
  },
  { sMaxAge: 60 },
);
