import type { HolderDistributionPayload } from '../contract/holders.js';
import { parseHolderFeedConfig } from '../holders/holder-config.js';
import { readDistribution } from '../holders/stats/stats-read.js';
import { withChainRestDatabase } from '../platform/database/chain-rest-database.js';
import { json } from '../platform/http/http.js';
import { publicReadRoute } from '../platform/http/public-read-route.js';

const { TOKEN_MINT } = parseHolderFeedConfig(process.env);

/**
 * GET /api/holders/distribution: the share of the largest owners, the labelled addresses and the
 * holders by size, as the last successful reconciliation measured them, and when. `data: null`
 * until then: never made-up figures. Kept a minute at the CDN, like the holder count.
 */
export const handler = publicReadRoute(
  async () => {
    const data = await withChainRestDatabase((db) => readDistribution(db, TOKEN_MINT));
    const payload: HolderDistributionPayload = { success: true, data };
    return json(200, payload);
  },
  { sMaxAge: 60 },
);
