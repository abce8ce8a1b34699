import { adminRouteWithSecondFactor } from '../admin/admin-routes.js';
import { isListKey } from '../ledger/extract.js';
import { parseLedgerWallet } from '../ledger/ledger-config.js';
import { readOutflows } from '../ledger/outflows.js';
import { withFactsAndContentDatabases } from '../platform/database/facts-database.js';
import { BadRequestError } from '../platform/http/errors.js';
import { json } from '../platform/http/http.js';

const wallet = parseLedgerWallet(process.env);

/**
 * GET /api/admin/ledger/outflows[?before=<next>]: the donation wallet's outflows, newest first, a page
 * at a time, each with its note or none (admin only).
 */
export const handler = adminRouteWithSecondFactor(async (event) => {
  const before = event.queryStringParameters?.before;
  if (before !== undefined && !isListKey(before)) {
    throw new BadRequestError('before must be the next of a page of outflows');
  }
  const data = await withFactsAndContentDatabases((db) => readOutflows(db, wallet, before ? { before } : {}));
  return json(200, { success: true, data });
});
