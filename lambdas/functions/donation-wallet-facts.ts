import type { ApiAnswer } from '../contract/api.js';
import type { WalletFacts } from '../contract/facts.js';
import { parseFactsRouteConfig } from '../facts/facts-route-config.js';
import { withAge } from '../facts/stored-read.js';
import { readStoredWalletBalance } from '../facts/wallet-balance.js';
import { getFactsRestDatabase, withFactsRestDatabase } from '../platform/database/facts-rest-database.js';
import { json } from '../platform/http/http.js';
import { publicRoute } from '../platform/http/public-route.js';

const { DONATION_WALLET } = parseFactsRouteConfig(process.env, 'DONATION_WALLET');
// Opened at load, alongside the origin check's secret, as the token route does.
getFactsRestDatabase().catch(() => undefined);

/**
 * GET /api/facts/donation-wallet: the configured donation wallet's SOL balance as the wallet-control
 * watch last read it, with its time and, past the bound, how long the chain has not been read (ADR 11,
 * "Amendment: no RPC call on a visitor's request"). One read of the facts database, no RPC call; `data`
 * is null until the watch's first run. Cached at the CDN for a minute, like the token facts.
 */
export const handler = publicRoute(
  async () => {
    const stored = await withFactsRestDatabase((db) => readStoredWalletBalance(db, DONATION_WALLET));
    const payload: ApiAnswer<WalletFacts | null> = {
      success: true,
      data: stored ? withAge(stored, new Date()) : null,
    };
    return json(200, payload);
  },
  { sMaxAge: 60 },
);
