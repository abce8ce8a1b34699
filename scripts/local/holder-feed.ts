import { isPublicKey } from '../../lambdas/platform/solana/public-key.js';
import { englishOf } from '../../web/src/config/localized-text.js';
import { site } from '../../web/src/config/site.js';
import { belowFoldSite } from '../../web/src/config/site-below-fold.js';
import type { LocalizedText } from '../../web/src/config/site-schema.js';
import { METAPLEX_PROGRAM, metadataAddress } from '../init/metaplex.js';
import { type FakeSolanaRpc, fakePublicKey, startFakeSolanaRpc } from './fake-solana-rpc.js';
import {
  type FakeSquadsMultisig,
  fakeKeyAddress,
  fakeMultisigAddress,
  fakeVaultAddress,
} from './fake-squads.js';
import { metaplexMetadataData } from './fake-token-metadata.js';

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

/** The demo's Squads v4 multisig (behaviour §2.8): 2 of 3, no timelock, no config authority. */
export function localDemoMultisig(): FakeSquadsMultisig & { createKey: string } {
  return {
    createKey: fakePublicKey('local-demo-multisig-create-key'),
    threshold: 2,
    // Its proposal #1 executed the seeded vault outflow (ledger-seed-squads.ts).
    transactionIndex: 1,
    members: ['alice', 'bob', 'carol'].map((name) => ({ key: fakeKeyAddress(`local-demo-member-${name}`) })),
  };
}

/** The demo members' names, shown on the page as the operator's claims. */
export function localDemoMemberNames(): Record<string, string> {
  return Object.fromEntries(
    ['alice', 'bob', 'carol'].map((name) => [
      fakeKeyAddress(`local-demo-member-${name}`),
      `${name[0]?.toUpperCase()}${name.slice(1)} (demo)`,
    ]),
  );
}

/**
 * The multisig that controls the local donation wallet, or none: the configured one
 * (site.donationControl), else with the demo's placeholder wallet the demo's 2-of-3 multisig, unless
 * LOCAL_DONATION_WALLET=plain asks for a wallet of one key.
 */
export function localDonationMultisig(): { address: string; vaultIndex: number } | undefined {
  const configured = belowFoldSite.donationControl;
  if (configured) return { address: configured.squadsMultisig, vaultIndex: configured.vaultIndex ?? 0 };
  if (isPublicKey(site.donationWallet) || process.env.LOCAL_DONATION_WALLET === 'plain') return undefined;
  return { address: fakeMultisigAddress(localDemoMultisig().createKey), vaultIndex: 0 };
}

/** The donation wallet the fake node knows a SOL balance for: the demo multisig's vault, or one key. */
export function localDonationWallet(): string {
  if (isPublicKey(site.donationWallet)) return site.donationWallet;
  const multisig = localDonationMultisig();
  return multisig
    ? fakeVaultAddress(multisig.address, multisig.vaultIndex)
    : fakeKeyAddress('local-demo-donation-wallet');
}

/** The labelled addresses of the configuration, each placeholder replaced by a stand-in the local chain knows. */
export function localLabelledAddresses(): { kind: string; label: LocalizedText; address: string }[] {
  return belowFoldSite.supply.labelled.map((entry, i) => ({
    ...entry,
    address: isPublicKey(entry.address) ? entry.address : fakePublicKey(`local-demo-${entry.kind}-${i}`),
  }));
}

/** The reconciler's distribution settings, as the stack sets them from site.supply (labels and bands). */
export function localHolderStatsEnv(): Record<string, string> {
  return {
    TOKEN_DECIMALS: String(belowFoldSite.supply.decimals),
    // The reconciler stores the labels in English, as the deployed stack's (infra/stack/create-app.ts).
    HOLDER_LABELS: JSON.stringify(
      localLabelledAddresses().map((entry) => ({ ...entry, label: englishOf(entry.label) })),
    ),
  };
}

/** Raw balances (6 decimals) the local chain gives the labelled addresses, by kind (a burn address holds burned tokens). */
const LABELLED_HOLDINGS: Record<string, bigint> = {
  'liquidity-pool': 250_000_000_000_000n,
  burn: 50_000_000_000_000n,
};

/** The local mint's supply: 1,000,000,000 tokens at 6 decimals (site.supply.initialSupply, nothing burned by the mint). */
const LOCAL_SUPPLY = 1_000_000_000_000_000n;
/** Wallets that hold the rest of the supply, in equal parts: on a real chain, the many holders not named here. */
const COMMUNITY_WALLETS = 20;

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
 * authorities revoked), a handful of holders, an emptied account, the liquidity pool and burn
 * address of the configuration, community wallets holding the rest of the supply (the reconciler
 * refuses a scan whose accounts do not add up to it, ADR 35), and the donation wallet's balance.
 */
export async function startLocalSolana(mint = localTokenMint()): Promise<FakeSolanaRpc> {
  const rpc = await startFakeSolanaRpc({
    mints: [
      {
        address: mint,
        supply: LOCAL_SUPPLY,
        decimals: 6,
        mintAuthority: null,
        freezeAuthority: null,
      },
    ],
    balances: { [localDonationWallet()]: 12_500_000_000 },
  });
  // The token's Metaplex metadata account at its real layout, as a mainnet mint has one: `npm run init`
  // reads the name and ticker from it (ADR 38). No URI: the local stack serves no metadata JSON.
  rpc.setProgramAccount(metadataAddress(mint), {
    owner: METAPLEX_PROGRAM,
    data: metaplexMetadataData(mint, { name: site.token.name, symbol: site.token.ticker, uri: '' }),
  });
  let held = 0n;
  const hold = (owner: string, amount: bigint) => {
    rpc.setHolding(mint, owner, amount);
    held += amount;
  };
  for (const [name, amount] of SEEDED_HOLDINGS) hold(fakePublicKey(name), amount);
  rpc.setHolding(mint, fakePublicKey('local-holder-sold-out'), 0n);
  // The demo's donation wallet is a 2-of-3 Squads vault, its multisig in the program's own layout.
  const multisig = localDonationMultisig();
  if (multisig && multisig.address === fakeMultisigAddress(localDemoMultisig().createKey)) {
    rpc.apply({ squads: { multisigs: [localDemoMultisig()] } });
  }
  for (const entry of localLabelledAddresses()) {
    const amount = LABELLED_HOLDINGS[entry.kind];
    if (amount) hold(entry.address, amount);
  }
  const rest = LOCAL_SUPPLY - held;
  const share = rest / BigInt(COMMUNITY_WALLETS);
  for (let i = 0; i < COMMUNITY_WALLETS; i++) {
    // The last takes what the division left over: the accounts add up to the supply exactly.
    const last = i === COMMUNITY_WALLETS - 1;
    hold(fakePublicKey(`local-holder-community-${i}`), last ? rest - share * BigInt(i) : share);
  }
  return rpc;
}
