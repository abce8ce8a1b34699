import type { HolderCountPayload } from '../contract/holders.js';
import { parseHolderFeedConfig } from '../holders/holder-config.js';
import { readHolderCount } from '../holders/holder-count.js';
import { withChainRestDatabase } from '../platform/database/chain-rest-database.js';
import { json } from '../platform/http/http.js';
import { publicReadRoute } from '../platform/http/public-read-route.js';

const { TOKEN_MINT } = parseHolderFeedConfig(process.env);

/**
 * GET /api/holders/count: the holder count of the last reconciliation, and when
 * (holders/holder-count.ts). It changes every few minutes, so the CDN keeps it a minute.
 */
export const handler = publicReadRoute(
  async () => {
    const data = await withChainRestDatabase((db) => readHolderCount(db, TOKEN_MINT));
    const payload: HolderCountPayload = { success: true, data };
    return json(200, payload);
  },
  { sMaxAge: 60 },
);
