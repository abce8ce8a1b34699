import { RpcError, type SolanaRpcClient } from '../platform/solana/rpc-client.js';

// The second provider's word on a watch's read (ADR 35's amendment, ADR 33's): asked at the first
// provider's slot or later, for what the watch would otherwise believe from the first alone.

/** The JSON-RPC error of a node that has not reached the `minContextSlot` asked for. */
export const MIN_CONTEXT_SLOT_NOT_REACHED = -32016;

/** How often, and how far apart, a witness behind the first provider's slot is asked again within a run. */
export const BEHIND_RETRIES = { attempts: 3, delayMs: 2_000 } as const;

/** The witness's read: what it saw, and the slot it answered at (its `context.slot`). */
export interface WitnessRead<T> {
  value: T;
  slot: number;
}

/** What the second provider said. */
export type WitnessVerdict<T> =
  /** No second provider is configured. */
  | { kind: 'none' }
  /** It saw the same, at `slot` (the first provider's slot or later: that slot is reached). */
  | { kind: 'agreed'; slot: number }
  /** It saw `seen` instead. */
  | { kind: 'disagreed'; seen: T }
  /** It had not reached the first provider's slot, or could not be read (down, an error, its secret). */
  | { kind: 'behind' | 'unreadable'; reason: string };

export const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Asks the second provider to read what the first read, at the first one's slot or later (`read` passes
 * `minContextSlot`). A change on the chain is a transaction, which every node applies at one slot, so at
 * that slot the two reads are equal or one of them is wrong: `same` compares without tolerance. A witness
 * a few slots behind is asked again within the run.
 */
export async function askWitness<T>(
  witness: () => Promise<SolanaRpcClient | undefined>,
  read: (rpc: SolanaRpcClient) => Promise<WitnessRead<T>>,
  same: (seen: T) => boolean,
  retries: { readonly attempts: number; readonly delayMs: number } = BEHIND_RETRIES,
): Promise<WitnessVerdict<T>> {
  let rpc: SolanaRpcClient | undefined;
  try {
    rpc = await witness();
  } catch (error) {
    return { kind: 'unreadable', reason: reasonOf(error) };
  }
  if (!rpc) return { kind: 'none' };
  for (let attempt = 1; ; attempt++) {
    try {
      const seen = await read(rpc);
      return same(seen.value) ? { kind: 'agreed', slot: seen.slot } : { kind: 'disagreed', seen: seen.value };
    } catch (error) {
      const behind = error instanceof RpcError && error.code === MIN_CONTEXT_SLOT_NOT_REACHED;
      if (!behind) return { kind: 'unreadable', reason: reasonOf(error) };
      if (attempt >= retries.attempts) return { kind: 'behind', reason: reasonOf(error) };
      await pause(retries.delayMs);
    }
  }
}
