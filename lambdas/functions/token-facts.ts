import type { ApiAnswer } from '../contract/api.js';
import type { TokenFacts } from '../contract/facts.js';
import { parseFactsConfig } from '../facts/facts-config.js';
import { ChainUnavailableError, readChain } from '../facts/read-chain.js';
import { readTokenFacts } from '../facts/read-token-facts.js';
import { readStoredTokenSafety, safetyFacts, tokenFactsToServe } from '../facts/token-safety.js';
import { getFactsRestDatabase, withFactsRestDatabase } from '../platform/database/facts-rest-database.js';
import { json } from '../platform/http/http.js';
import { publicRoute } from '../platform/http/public-route.js';
import { logger } from '../platform/observability/logger.js';
import { rpcClientFrom } from '../platform/solana/rpc-env.js';

const config = parseFactsConfig(process.env, 'TOKEN_MINT');
// The RPC URL's secret and the facts database's client are made at load, alongside the origin check's
// secret: the first request waits for all at once. A failed read is not kept: the request tries again.
rpcClientFrom(config).catch(() => undefined);
getFactsRestDatabase().catch(() => undefined);

/** The last believed facts, or undefined: without them the live read is answered, as before the watch. */
async function storedFacts() {
  try {
    return await withFactsRestDatabase((db) => readStoredTokenSafety(db, config.TOKEN_MINT));
  } catch (error) {
    logger.warn("The token's stored safety facts could not be read; the live read is answered alone", {
      reason: error instanceof Error ? error.message : String(error),
    });
    return undefined;
  }
}

/**
 * GET /api/facts/token: the configured mint as the chain has it (supply, decimals, authorities, token
 * program), as far as it is believed (ADR 35, behaviour §10): the live read and the last facts the
 * scheduled watch believed are read at once; when their safety facts differ, or the chain cannot be
 * read, the believed facts are answered with their own time. A 503 only when the chain cannot be read
 * and nothing is stored. The CDN keeps an answer a minute, so however many visitors come, the node is
 * asked about once a minute per edge.
 */
export const handler = publicRoute(
  async () => {
    const [live, stored] = await Promise.all([
      readChain('token mint', async () =>
        readTokenFacts(await rpcClientFrom(config), config.TOKEN_MINT),
      ).catch((error: unknown) => {
        if (error instanceof ChainUnavailableError) return undefined;
        throw error;
      }),
      storedFacts(),
    ]);
    const served = tokenFactsToServe(live, stored);
    if (!served) throw new ChainUnavailableError();
    if (served.from === 'stored-differs' && live && stored) {
      logger.warn('The live token facts differ from the believed ones; the believed facts are answered', {
        live: safetyFacts(live),
        believed: safetyFacts(stored.facts),
        believedAt: stored.believedAt,
      });
    }
    const payload: ApiAnswer<TokenFacts> = { success: true, data: served.facts };
    return json(200, payload);
  },
  { sMaxAge: 60 },
);
