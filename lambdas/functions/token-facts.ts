import type { ApiAnswer } from '../contract/api.js';
import type { TokenFacts } from '../contract/facts.js';
import { parseFactsRouteConfig } from '../facts/facts-route-config.js';
import { withAge } from '../facts/stored-read.js';
import { oneProviderOnly, readStoredTokenSafety } from '../facts/token-safety.js';
import { getFactsRestDatabase, withFactsRestDatabase } from '../platform/database/facts-rest-database.js';
import { json } from '../platform/http/http.js';
import { publicRoute } from '../platform/http/public-route.js';

const { TOKEN_MINT } = parseFactsRouteConfig(process.env, 'TOKEN_MINT');
// The facts database's client is made at load, alongside the origin check's secret: the first request
// waits for both at once. A failed open is not kept: the request tries again.
getFactsRestDatabase().catch(() => undefined);

/**
 * GET /api/facts/token: the configured mint (supply, decimals, authorities, token program) as the
 * token-safety watch last believed it (ADR 35), with the time it was read and, past the bound, how long
 * the chain has not been read (ADR 11, "Amendment: no RPC call on a visitor's request"), and `oneProvider`
 * while the second provider has not confirmed it (ADR 35). One read of the
 * facts database and no RPC call, whoever asks; `data` is null until the watch's first run.
 */
export const handler = publicRoute(
  async () => {
    const stored = await withFactsRestDatabase((db) => readStoredTokenSafety(db, TOKEN_MINT));
    const payload: ApiAnswer<TokenFacts | null> = {
      success: true,
      data: stored ? withAge(stored.facts, new Date(), oneProviderOnly(stored)) : null,
    };
    return json(200, payload);
  },
  { sMaxAge: 60 },
);
