import { withDatabase } from '../commons/firestore.js';
import { json } from '../commons/http.js';
import { publicRoute } from '../commons/public-route.js';
import type { HolderCountPayload } from '../contract/entities.js';
import { parseHolderFeedConfig } from '../holders/holder-config.js';
import { readFeedState } from '../holders/holder-store.js';

const { TOKEN_MINT } = parseHolderFeedConfig(process.env);

/**
 * GET /api/holders/count: distinct wallets with a positive balance of the mint, as the last
 * reconciliation counted them, and when. `data: null` until the first run: never a made-up number.
 * The count changes every few minutes, so the CDN keeps it a minute.
 */
export const handler = publicRoute(
  async () => {
    const state = await withDatabase((db) => readFeedState(db, TOKEN_MINT));
    const data =
      state.count !== undefined && state.measuredAt
        ? { count: state.count, measuredAt: state.measuredAt.toISOString(), mint: TOKEN_MINT }
        : null;
    const payload: HolderCountPayload = { success: true, data };
    return json(200, payload);
  },
  { sMaxAge: 60 },
);
