import { adminRouteWithSecondFactor } from '../admin/admin-routes.js';
import { parseLedgerWallet } from '../ledger/ledger-config.js';
import { readOutflows } from '../ledger/outflows.js';
import { withDatabase } from '../platform/database/firestore.js';
import { json } from '../platform/http/http.js';

const wallet = parseLedgerWallet(process.env);

/** GET /api/admin/ledger/outflows: every outflow of the donation wallet with its note or none (admin only). */
export const handler = adminRouteWithSecondFactor(async () =>
  json(200, { success: true, data: await withDatabase((db) => readOutflows(db, wallet)) }),
);
