import type { ApiAnswer } from '../contract/api.js';
import type { WalletFacts } from '../contract/facts.js';
import { parseFactsConfig } from '../facts/facts-config.js';
import { readChain } from '../facts/read-chain.js';
import { readWalletFacts } from '../facts/read-wallet-facts.js';
import { json } from '../platform/http/http.js';
import { publicRoute } from '../platform/http/public-route.js';
import { rpcClientFrom } from '../platform/solana/rpc-env.js';

const config = parseFactsConfig(process.env, 'DONATION_WALLET');
// The RPC URL's secret is read at load, alongside the origin check's: the first request waits for
// both at once. A failed read is not kept (secret-string.ts): the request reads it again and says why.
rpcClientFrom(config).catch(() => undefined);

/**
 * GET /api/facts/donation-wallet: the configured donation wallet's SOL balance, or a 503 when the
 * chain cannot be read. Cached at the CDN for a minute, like the token facts.
 */
export const handler = publicRoute(
  async () => {
    const data = await readChain('donation wallet balance', async () =>
      readWalletFacts(await rpcClientFrom(config), config.DONATION_WALLET),
    );
    const payload: ApiAnswer<WalletFacts> = { success: true, data };
    return json(200, payload);
  },
  { sMaxAge: 60 },
);
