import { type FakeSolanaRpc, fakePublicKey } from './fake-solana-rpc.js';

/** The largest amount a token account can hold (a u64). */
export const U64_MAX = 2n ** 64n - 1n;

/**
 * What strangers can do to a donation wallet without its key: open token accounts it owns and send
 * them tokens (each transaction names the wallet, as an associated account's creation does). `count`
 * accounts of `mint`, each opened by a stranger of its own with `amount` raw units, one a minute
 * from `startTime`; returns the accounts and signatures, oldest first.
 */
export function seedStrangerAccounts(
  rpc: FakeSolanaRpc,
  wallet: string,
  options: {
    count: number;
    prefix: string;
    /** @default a spam mint named after the prefix */
    mint?: string;
    /** @default 0 */
    decimals?: number;
    /** Raw units each account receives. @default U64_MAX */
    amount?: bigint;
    /** Unix seconds of the first. @default now */
    startTime?: number;
  },
): { mint: string; accounts: string[]; signatures: string[] } {
  const mint = options.mint ?? fakePublicKey(`${options.prefix}-spam-mint`);
  const start = options.startTime ?? Math.floor(Date.now() / 1000);
  const accounts: string[] = [];
  const signatures: string[] = [];
  for (let i = 0; i < options.count; i++) {
    const stranger = fakePublicKey(`${options.prefix}-stranger-${i}`);
    const account = fakePublicKey(`${options.prefix}-spam-account-${i}`);
    rpc.setBalance(stranger, 10_000_000);
    signatures.push(
      rpc.ledger.add({
        feePayer: stranger,
        blockTime: start + i * 60,
        tokens: [
          {
            account,
            mint,
            owner: wallet,
            decimals: options.decimals ?? 0,
            delta: options.amount ?? U64_MAX,
            opened: true,
          },
        ],
      }),
    );
    accounts.push(account);
  }
  return { mint, accounts, signatures };
}
