import type { WalletFacts } from '../contract/facts.js';
import type { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { MalformedChainAnswerError } from './read-chain.js';

/** Reads a wallet's SOL balance with `getBalance`; anything but a whole, non-negative lamport count is malformed. */
export async function readWalletFacts(
  rpc: SolanaRpcClient,
  address: string,
  now: () => Date = () => new Date(),
): Promise<WalletFacts> {
  const answer = await rpc.call('getBalance', [address]);
  const lamports = (answer as { value?: unknown } | null)?.value;
  if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports < 0) {
    throw new MalformedChainAnswerError(`getBalance of ${address} gave no lamport count`);
  }
  return { address, lamports, readAt: now().toISOString() };
}
