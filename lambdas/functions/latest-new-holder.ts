import { readLatestHolder } from '../holders/latest-holder.js';
import { withChainRestDatabase } from '../platform/database/chain-rest-database.js';
import { json } from '../platform/http/http.js';
import { publicReadRoute } from '../platform/http/public-read-route.js';

/**
 * GET /api/new-holders/latest: the most recent holder, if it was first seen within the last
 * minute (holders/latest-holder.ts). Polled every 2 s, so cached for 1 s.
 */
export const handler = publicReadRoute(async () => json(200, await withChainRestDatabase(readLatestHolder)), {
  sMaxAge: 1,
});
