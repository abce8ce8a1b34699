import type { SolanaRpcClient } from '../platform/solana/rpc-client.js';

/** A blockhash is read at most this often per function instance (ADR 11, "Amendment: the Action's blockhash"). */
export const BLOCKHASH_MAX_AGE_MS = 30_000;

export interface RecentBlockhash {
  blockhash: string;
  lastValidBlockHeight: bigint;
}

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * The node's latest blockhash, kept `BLOCKHASH_MAX_AGE_MS` and shared by the requests meanwhile (one
 * call in flight at most): the RPC cost is one call per 30 s per warm instance, whatever the traffic.
 * A blockhash stays valid about 60 s (150 blocks), so one 30 s old still leaves the donor time to sign.
 */
export function blockhashCache(rpc: () => Promise<SolanaRpcClient>, now: () => number = Date.now) {
  let kept: { at: number; value: Promise<RecentBlockhash> } | undefined;
  return (): Promise<RecentBlockhash> => {
    if (kept && now() - kept.at < BLOCKHASH_MAX_AGE_MS) return kept.value;
    const value = rpc()
      .then((client) =>
        client.request<{ value?: { blockhash?: unknown; lastValidBlockHeight?: unknown } }>(
          'getLatestBlockhash',
          [{ commitment: 'confirmed' }],
        ),
      )
      .then((answer) => {
        const { blockhash, lastValidBlockHeight } = answer?.value ?? {};
        if (typeof blockhash !== 'string' || !BASE58.test(blockhash))
          throw new Error('The node answered no blockhash');
        if (typeof lastValidBlockHeight !== 'number' || !Number.isSafeInteger(lastValidBlockHeight)) {
          throw new Error('The node answered no last valid block height');
        }
        return { blockhash, lastValidBlockHeight: BigInt(lastValidBlockHeight) };
      });
    const entry = { at: now(), value };
    kept = entry;
    // A failed read is not kept: the next request asks again.
    value.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return value;
  };
}
