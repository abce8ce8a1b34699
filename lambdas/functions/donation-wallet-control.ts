import type { ApiAnswer } from '../contract/api.js';
import type { WalletControlFacts } from '../contract/facts.js';
import { parseFactsConfig } from '../facts/facts-config.js';
import { readChain } from '../facts/read-chain.js';
import { readWalletControl } from '../facts/read-wallet-control.js';
import { json } from '../platform/http/http.js';
import { publicRoute } from '../platform/http/public-route.js';
import { rpcClientFrom } from '../platform/solana/rpc-env.js';

const config = parseFactsConfig(process.env, 'DONATION_WALLET');
// The RPC URL's secret is read at load, as the other facts routes do.
rpcClientFrom(config).catch(() => undefined);

/**
 * GET /api/facts/donation-wallet-control: who can move the donation wallet's funds, read from the
 * chain (behaviour §2.8, ADR 33): one key, the configured Squads v4 multisig's rules when its vault
 * is the wallet, or plainly what else the chain shows. A 503 when the chain cannot be read. Cached at
 * the CDN for a minute, like the other facts.
 */
export const handler = publicRoute(
  async () => {
    const data = await readChain('donation wallet control', async () =>
      readWalletControl(await rpcClientFrom(config), {
        wallet: config.DONATION_WALLET,
        multisig: config.DONATION_MULTISIG,
        vaultIndex: config.DONATION_VAULT_INDEX,
      }),
    );
    const payload: ApiAnswer<WalletControlFacts> = { success: true, data };
    return json(200, payload);
  },
  { sMaxAge: 60 },
);
