import { isPublicKey } from '../../lambdas/commons/solana/token-holders.js';
import { site } from '../../web/src/config/site.js';
import { type FakeSolanaRpc, fakePublicKey, startFakeSolanaRpc } from './fake-solana-rpc.js';

/** The webhook's shared secret in the local stack, unless LOCAL_WEBHOOK_SECRET says otherwise. */
export const DEFAULT_LOCAL_WEBHOOK_SECRET = 'local-webhook-secret-not-for-production';

export function localWebhookSecret(): string {
  return process.env.LOCAL_WEBHOOK_SECRET || DEFAULT_LOCAL_WEBHOOK_SECRET;
}

/** The site's mint when it is a real address, otherwise a stand-in (the demo configuration has a placeholder). */
export function localTokenMint(): string {
  const configured = site.token.mintAddress;
  return isPublicKey(configured) ? configured : fakePublicKey('local-demo-mint');
}

/** The donation wallet the fake node knows a SOL balance for. */
export function localDonationWallet(): string {
  return isPublicKey(site.donationWallet) ? site.donationWallet : fakePublicKey('local-demo-donation-wallet');
}

/** Raw balances (6 decimals) of the demo holders the local chain starts with. */
const SEEDED_HOLDINGS: readonly [name: string, amount: bigint][] = [
  ['local-holder-whale', 120_000_000_000_000n],
  ['local-holder-dolphin', 8_500_000_000_000n],
  ['local-holder-fish', 420_000_000_000n],
  ['local-holder-shrimp', 1_000_000_000n],
  ['local-holder-dust', 1n],
];

/**
 * Starts the local Solana JSON-RPC, seeded with the mint (classic SPL Token, 6 decimals, both
 * authorities revoked), a handful of holders, an emptied account, and the donation wallet's balance.
 */
export async function startLocalSolana(mint = localTokenMint()): Promise<FakeSolanaRpc> {
  const rpc = await startFakeSolanaRpc({
    mints: [
      {
        address: mint,
        supply: 1_000_000_000_000_000n,
        decimals: 6,
        mintAuthority: null,
        freezeAuthority: null,
      },
    ],
    balances: { [localDonationWallet()]: 12_500_000_000 },
  });
  for (const [name, amount] of SEEDED_HOLDINGS) rpc.setHolding(mint, fakePublicKey(name), amount);
  rpc.setHolding(mint, fakePublicKey('local-holder-sold-out'), 0n);
  return rpc;
}
