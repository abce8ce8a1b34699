import type { HolderGrowthPayload } from '../contract/holders.js';
import { parseHolderFeedConfig } from '../holders/holder-config.js';
import { readGrowth } from '../holders/stats/stats-read.js';
import { withChainRestDatabase } from '../platform/database/chain-rest-database.js';
import { json } from '../platform/http/http.js';
import { publicReadRoute } from '../platform/http/public-read-route.js';

const { TOKEN_MINT } = parseHolderFeedConfig(process.env);

/**
 * GET /api/holders/growth: one point a day (the holder count of that day's last successful
 * reconciliation) for the last 90 days, oldest first; a day without a run has no point. Kept a
 * minute at the CDN, like the holder count.
 */
export const handler = publicReadRoute(
  async () => {
    const points = await withChainRestDatabase((db) => readGrowth(db, TOKEN_MINT, new Date()));
    const payload: HolderGrowthPayload = { success: true, data: { mint: TOKEN_MINT, points } };
    return json(200, payload);
  },
  { sMaxAge: 60 },
);
