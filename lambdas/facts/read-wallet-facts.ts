import type { WalletFacts } from '../contract/facts.js';
import type { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { MalformedChainAnswerError } from './read-chain.js';

/**
 * Reads a wallet's SOL balance with `getBalance`, at `minContextSlot` or later when given (a second
 * provider's check of the first one's read); anything but a whole, non-negative lamport count is
 * malformed. `slot` is the answer's `context.slot`, when it named one.
 */
export async function readWalletFacts(
  rpc: SolanaRpcClient,
  address: string,
  now: () => Date = () => new Date(),
  minContextSlot?: number,
): Promise<{ facts: WalletFacts; slot: number | undefined }> {
  const answer = await rpc.request<unknown>('getBalance', [
    address,
    minContextSlot === undefined ? { commitment: 'confirmed' } : { commitment: 'confirmed', minContextSlot },
  ]);
  const lamports = (answer as { value?: unknown } | null)?.value;
  if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports < 0) {
    throw new MalformedChainAnswerError(`getBalance of ${address} gave no lamport count`);
  }
  const slot = (answer as { context?: { slot?: unknown } }).context?.slot;
  return {
    facts: { address, lamports, readAt: now().toISOString() },
    slot: typeof slot === 'number' && Number.isSafeInteger(slot) ? slot : undefined,
  };
}
