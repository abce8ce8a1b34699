import type { ApiAnswer } from '../contract/api.js';
import type { TokenFacts } from '../contract/facts.js';
import { parseFactsConfig } from '../facts/facts-config.js';
import { readChain } from '../facts/read-chain.js';
import { readTokenFacts } from '../facts/read-token-facts.js';
import { json } from '../platform/http/http.js';
import { publicRoute } from '../platform/http/public-route.js';
import { rpcClientFrom } from '../platform/solana/rpc-env.js';

const config = parseFactsConfig(process.env, 'TOKEN_MINT');
// The RPC URL's secret is read at load, alongside the origin check's: the first request waits for
// both at once. A failed read is not kept (secret-string.ts): the request reads it again and says why.
rpcClientFrom(config).catch(() => undefined);

/**
 * GET /api/facts/token: the configured mint as the chain has it (supply, decimals, authorities,
 * token program), or a 503 when the chain cannot be read. The CDN keeps an answer a minute, so
 * however many visitors come, the node is asked about once a minute per edge.
 */
export const handler = publicRoute(
  async () => {
    const data = await readChain('token mint', async () =>
      readTokenFacts(await rpcClientFrom(config), config.TOKEN_MINT),
    );
    const payload: ApiAnswer<TokenFacts> = { success: true, data };
    return json(200, payload);
  },
  { sMaxAge: 60 },
);
