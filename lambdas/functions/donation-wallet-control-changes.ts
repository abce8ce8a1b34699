import type { ApiAnswer } from '../contract/api.js';
import type { ControlChanges } from '../contract/facts.js';
import { parseFactsRouteConfig } from '../facts/facts-route-config.js';
import { readControlChanges } from '../facts/recorded-changes.js';
import { withFactsRestDatabase } from '../platform/database/facts-rest-database.js';
import { json } from '../platform/http/http.js';
import { publicReadRoute } from '../platform/http/public-read-route.js';

const { DONATION_WALLET } = parseFactsRouteConfig(process.env, 'DONATION_WALLET');

/**
 * GET /api/facts/donation-wallet-control/changes: the changes of the donation wallet's rules the
 * scheduled read noticed in the last 30 days, newest first (behaviour §2.8, ADR 33).
 */
export const handler = publicReadRoute(
  async () => {
    const data = await withFactsRestDatabase((db) => readControlChanges(db, DONATION_WALLET));
    const payload: ApiAnswer<ControlChanges> = { success: true, data };
    return json(200, payload);
  },
  { sMaxAge: 60 },
);
