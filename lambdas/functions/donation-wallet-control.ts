import type { ApiAnswer } from '../contract/api.js';
import type { WalletControlFacts } from '../contract/facts.js';
import { parseFactsRouteConfig } from '../facts/facts-route-config.js';
import { readStoredWalletControl } from '../facts/stored-control.js';
import { withAge } from '../facts/stored-read.js';
import { getFactsRestDatabase, withFactsRestDatabase } from '../platform/database/facts-rest-database.js';
import { json } from '../platform/http/http.js';
import { publicRoute } from '../platform/http/public-route.js';

const { DONATION_WALLET } = parseFactsRouteConfig(process.env, 'DONATION_WALLET');
// Opened at load, alongside the origin check's secret, as the token route does.
getFactsRestDatabase().catch(() => undefined);

/**
 * GET /api/facts/donation-wallet-control: who can move the donation wallet's funds (behaviour §2.8,
 * ADR 33), as the scheduled watch last read it: one key, the configured Squads v4 multisig's rules when
 * its vault is the wallet, or plainly what else the chain shows; with its time and, past the bound, how
 * long the chain has not been read (ADR 11, "Amendment: no RPC call on a visitor's request"). One read
 * of the facts database, no RPC call; `data` is null until the watch's first run.
 */
export const handler = publicRoute(
  async () => {
    const stored = await withFactsRestDatabase((db) => readStoredWalletControl(db, DONATION_WALLET));
    const payload: ApiAnswer<WalletControlFacts | null> = {
      success: true,
      data: stored ? withAge(stored, new Date()) : null,
    };
    return json(200, payload);
  },
  { sMaxAge: 60 },
);
