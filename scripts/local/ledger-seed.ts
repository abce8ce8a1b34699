import { donationTransfer } from './fake-donation.js';
import { WRAPPED_SOL_MINT } from './fake-solana-ledger.js';
import { type FakeSolanaRpc, fakePublicKey, tokenAccountAddress } from './fake-solana-rpc.js';
import { localGoalReference } from './seed-content.js';

/** A stand-in stablecoin mint of the local chain (6 decimals, as USDC). */
export const localStablecoinMint = () => fakePublicKey('local-stablecoin-mint');

const SOL = 1_000_000_000;
const DAY = 86_400;

/** What the seeded history holds, by name: the signature of each transaction of the wallet's history. */
export interface SeededLedger {
  readonly signatures: Record<string, string>;
  /** The block time (Unix seconds) of each transaction of `signatures`, by the same names. */
  readonly blockTimes: Record<string, number>;
  readonly tokenAccount: string;
  readonly stableAccount: string;
  readonly vendor: string;
}

/**
 * Where a seeded history sits in time, never read from the clock (ADR 29): from `startTime` (Unix
 * seconds), or ending before `now` (the history starts 40 days before it).
 */
export type SeedTime = { readonly startTime: number } | { readonly now: Date };

/** The history starts this many days before `now`; its last transaction is 25 days before it. */
export const HISTORY_DAYS_BEFORE_NOW = 40;

const startOf = (time: SeedTime) =>
  'startTime' in time
    ? time.startTime
    : Math.floor(time.now.getTime() / 1000) - HISTORY_DAYS_BEFORE_NOW * DAY;

/**
 * Seeds the local chain with a realistic donation history for `wallet` (SOL in from several donors,
 * SOL out, the token and a stablecoin in and out, a failed transaction, a fee-only one, a wrapped-SOL
 * round trip, a version 0 transaction), one day apart from its start, and returns their signatures.
 */
export function seedDonationLedger(
  rpc: FakeSolanaRpc,
  wallet: string,
  tokenMint: string,
  options: SeedTime & { prefix?: string },
): SeededLedger {
  const prefix = options.prefix ?? 'local-ledger';
  const stable = localStablecoinMint();
  const name = (n: string) => fakePublicKey(`${prefix}-${n}`);
  const donors = ['alice', 'bob', 'carol', 'dave', 'erin'].map(name);
  const vendor = name('vendor');
  for (const donor of [...donors, vendor]) rpc.setBalance(donor, 100 * SOL);
  const ata = (mint: string, owner: string) => tokenAccountAddress(mint, owner);
  const [alice, bob, carol, dave, erin] = donors as [string, string, string, string, string];
  let time = startOf(options);
  const at = () => {
    time += DAY;
    return time;
  };
  // The donors' own tokens, before they give any (not in the wallet's history).
  rpc.ledger.add({
    feePayer: dave,
    blockTime: at(),
    tokens: [
      {
        account: ata(tokenMint, dave),
        mint: tokenMint,
        owner: dave,
        decimals: 6,
        delta: 5_000_000_000n,
        opened: true,
      },
    ],
  });
  rpc.ledger.add({
    feePayer: erin,
    blockTime: at(),
    tokens: [
      {
        account: ata(stable, erin),
        mint: stable,
        owner: erin,
        decimals: 6,
        delta: 1_000_000_000n,
        opened: true,
      },
    ],
  });
  const sol = (from: string, lamports: number, extra: object = {}) =>
    rpc.ledger.add({
      feePayer: from,
      blockTime: at(),
      lamports: { [from]: -lamports, [wallet]: lamports },
      ...extra,
    });
  const token = (mint: string, from: string, to: string, amount: bigint, opened = false) =>
    rpc.ledger.add({
      feePayer: from,
      blockTime: at(),
      tokens: [
        { account: ata(mint, from), mint, owner: from, decimals: 6, delta: -amount },
        { account: ata(mint, to), mint, owner: to, decimals: 6, delta: amount, opened },
      ],
    });
  const signatures: Record<string, string> = {
    solInAlice: sol(alice, 2 * SOL),
    solInBob: sol(bob, SOL / 2),
    // A version 0 transaction: the wallet comes from an address lookup table.
    solInCarolV0: sol(carol, 1.25 * SOL, { version: 0, loadedWritable: [wallet] }),
    // The first gift of the token opens the wallet's token account (the wallet is named by its creation).
    tokenInDave: token(tokenMint, dave, wallet, 1_000_000_000n, true),
    stableInErin: token(stable, erin, wallet, 250_000_000n, true),
    solOut: rpc.ledger.add({
      feePayer: wallet,
      blockTime: at(),
      lamports: { [wallet]: -0.3 * SOL, [vendor]: 0.3 * SOL },
    }),
    tokenOut: token(tokenMint, wallet, vendor, 400_000_000n, true),
    stableOut: token(stable, wallet, vendor, 100_000_000n, true),
    failed: rpc.ledger.add({
      feePayer: wallet,
      blockTime: at(),
      failed: true,
      lamports: { [wallet]: -5 * SOL, [vendor]: 5 * SOL },
    }),
    feeOnly: rpc.ledger.add({ feePayer: wallet, blockTime: at() }),
    wrapUnwrap: rpc.ledger.add({
      feePayer: wallet,
      blockTime: at(),
      tokens: [
        {
          account: name('wsol-temp'),
          mint: WRAPPED_SOL_MINT,
          owner: wallet,
          decimals: 9,
          delta: 0n,
          opened: true,
          closed: true,
        },
      ],
    }),
    // A later gift to the existing token account: the wallet's address is not in it at all.
    tokenInDaveAgain: token(tokenMint, dave, wallet, 500_000_000n),
  };
  // One transaction a day, in the order above: the two before the history, then these.
  const first = startOf(options) + 3 * DAY;
  const blockTimes = Object.fromEntries(Object.keys(signatures).map((key, i) => [key, first + i * DAY]));
  return {
    signatures,
    blockTimes,
    tokenAccount: ata(tokenMint, wallet),
    stableAccount: ata(stable, wallet),
    vendor,
  };
}

/** Small gifts before the seeded history, so the local ledger has more than one page (ADR 22). */
export const EARLY_GIFTS = 14;
const EARLY_GIFT_LAMPORTS = SOL / 20;

/** The seeded history's net change of the wallet's lamports (its fees included). */
const SEEDED_NET_LAMPORTS =
  2 * SOL + SOL / 2 + 1.25 * SOL - 0.3 * SOL - 6 * 5000 + EARLY_GIFTS * EARLY_GIFT_LAMPORTS;

/** The early gifts sent with a demo goal's Solana Pay reference (ADR 40), by their place among them. */
export const GOAL_GIFTS: Readonly<Record<number, string>> = {
  3: 'goal-dex-tracker-listing',
  7: 'goal-dex-tracker-listing',
  10: 'goal-meme-contest',
};

/**
 * One small gift a day from a different donor, from 60 days before `now`: older than the seeded history.
 * A few carry a demo goal's reference on their transfer, as a wallet app sends a goal's request.
 */
function seedEarlyGifts(rpc: FakeSolanaRpc, wallet: string, now: Date): void {
  const start = Math.floor(now.getTime() / 1000) - 60 * DAY;
  for (let i = 0; i < EARLY_GIFTS; i += 1) {
    const donor = fakePublicKey(`local-ledger-early-donor-${i}`);
    rpc.setBalance(donor, SOL);
    const goal = GOAL_GIFTS[i];
    const gift = donationTransfer({
      from: donor,
      to: wallet,
      lamports: EARLY_GIFT_LAMPORTS,
      references: goal ? [localGoalReference(goal)] : [],
    });
    rpc.ledger.add({ ...gift, fee: 5000, blockTime: start + i * DAY });
  }
}

/**
 * Seeds the local stack's chain (early gifts, then the seeded history), placed before `now`: the
 * wallet starts with what makes it end at `finalLamports` after the seeded history, so the balance the
 * facts route shows is the one it showed before the history existed.
 */
export function seedLocalDonationLedger(
  rpc: FakeSolanaRpc,
  wallet: string,
  tokenMint: string,
  finalLamports: number,
  now: Date,
): SeededLedger {
  rpc.setBalance(wallet, finalLamports - SEEDED_NET_LAMPORTS);
  seedEarlyGifts(rpc, wallet, now);
  return seedDonationLedger(rpc, wallet, tokenMint, { now });
}
