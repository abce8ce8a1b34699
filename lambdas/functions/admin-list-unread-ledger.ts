import { adminRouteWithSecondFactor } from '../admin/admin-routes.js';
import { parseLedgerWallet } from '../ledger/ledger-config.js';
import { readUnreadList } from '../ledger/unread-list.js';
import { withFactsDatabase } from '../platform/database/facts-database.js';
import { json } from '../platform/http/http.js';

const wallet = parseLedgerWallet(process.env);

/**
 * GET /api/admin/ledger/unread: the donation wallet's transactions the node listed but has not returned,
 * kept and asked for again by each run (ADR 30), newest first (admin only).
 */
export const handler = adminRouteWithSecondFactor(async () => {
  const data = await withFactsDatabase((db) => readUnreadList(db, wallet));
  return json(200, { success: true, data });
});
