import { logger } from '../platform/observability/logger.js';
import { countMetric } from '../platform/observability/metrics.js';
import type { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { askWitness } from './ask-witness.js';
import { readTokenFactsAt } from './read-token-facts.js';

// The supply is no safety fact, but the page's burn figures and the "supply" claim rest on it: a supply
// that moved is asked of the second provider at the first one's slot, as the watches ask their changes
// (ADR 35, "Amendment: the witness's silence believes nothing").

/** The supply a run stores, and whether it is the first provider's word alone. */
export interface ConfirmedSupply {
  supply: string;
  oneProvider: boolean;
}

/**
 * The supply to store after the first provider read `read` at `slot`, where `stored` was the last one:
 * the witness seeing the same (or no witness configured) believes it; the witness seeing another, or not
 * at that slot yet, keeps the stored one (a burn between the two reads costs one run's delay); a witness
 * that cannot be read leaves the first provider's, marked as one provider's and asked again next run.
 */
export async function confirmSupply(
  witness: () => Promise<SolanaRpcClient | undefined>,
  mint: string,
  read: { supply: string; slot: number },
  stored: ConfirmedSupply,
  retries?: { readonly attempts: number; readonly delayMs: number },
): Promise<ConfirmedSupply> {
  const verdict = await askWitness(
    witness,
    async (rpc) => {
      const seen = await readTokenFactsAt(rpc, mint, { minContextSlot: read.slot });
      return { value: seen.facts.supply, slot: seen.slot };
    },
    (seen) => seen === read.supply,
    retries,
  );
  if (verdict.kind === 'none' || verdict.kind === 'agreed')
    return { supply: read.supply, oneProvider: false };
  if (verdict.kind === 'unreadable') {
    countMetric('witnessUnavailable');
    logger.warn(
      "The second RPC provider could not be read; the first one's supply is shown as one provider's",
      {
        reason: verdict.reason,
      },
    );
    return { supply: read.supply, oneProvider: true };
  }
  logger.warn("The second RPC provider does not see the first one's supply; the stored supply stays", {
    first: read.supply,
    stored: stored.supply,
    ...(verdict.kind === 'disagreed' ? { second: verdict.seen } : { reason: verdict.reason }),
  });
  return stored;
}
