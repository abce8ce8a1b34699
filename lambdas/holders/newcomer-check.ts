import bs58 from 'bs58';
import type { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { ownerHolds } from '../platform/solana/token-holdings.js';
import { KEY_BYTES } from './holder-set.js';
import { RPC_CREDITS } from './reconcile-bounds.js';

// Every newcomer a run would announce is first asked of the second provider (ADR 35): a holder only the
// first provider lists is neither announced nor believed.

/** Newcomers a run asks the second provider about at most: one call each, so at most this many a run. */
export const NEWCOMER_CHECKS_PER_RUN = 100;
/** Calls in flight at once: a provider's rate limit is per second, and a hundred calls take a few. */
const CONCURRENT_CHECKS = 4;

/** What a run's checks found, for its report, its log line and the UnconfirmedHolders metric. */
export interface NewcomerTally {
  /** Newcomers asked about. */
  checked: number;
  /** Asked about, and the second provider does not see them holding the mint: neither announced nor believed. */
  unconfirmed: number;
  /**
   * Not asked (past the run's checks) after more were unconfirmed than holders come and go between two
   * reads: left to later runs, neither announced nor believed.
   */
  leftOut: number;
  /** The first wallets found unconfirmed (ten at most), for the log line. */
  examples: string[];
  /** Calls and credits spent. */
  calls: number;
  credits: number;
  /** Why the second provider could not be read, when it could not: the rest of the run went on without it. */
  unavailable?: string;
}

export interface NewcomerCheck {
  /**
   * The keys of `added` (sorted newcomers) the run may believe, in the same order: the first ones not
   * yet asked about are asked (up to the run's checks), and those the second provider does not confirm
   * are dropped; past the run's checks, the rest are believed as before unless more were unconfirmed
   * than the tolerance allows (a lie, not holders who sold between the two reads), then dropped too.
   */
  check(added: Buffer): Promise<Buffer>;
  readonly tally: NewcomerTally;
}

/**
 * A run's check of its newcomers against the second provider `rpc`, at most `limit` calls. `tolerance`
 * is the witness's (the count's): up to `absolute` unconfirmed, or `share` of those asked, are holders who
 * sold between the two reads rather than a lie.
 */
export function newcomerCheck(
  rpc: SolanaRpcClient,
  mint: string,
  tolerance: { readonly absolute: number; readonly share: number },
  limit = NEWCOMER_CHECKS_PER_RUN,
): NewcomerCheck {
  const tally: NewcomerTally = { checked: 0, unconfirmed: 0, leftOut: 0, examples: [], calls: 0, credits: 0 };
  const check = async (added: Buffer): Promise<Buffer> => {
    const n = added.length / KEY_BYTES;
    if (n === 0 || tally.unavailable !== undefined) return added;
    const asking = Math.min(n, Math.max(0, limit - tally.checked));
    // undefined: not answered (the provider failed first), and so believed as without a witness.
    const answers: (boolean | undefined)[] = new Array(asking).fill(undefined);
    let next = 0;
    const worker = async () => {
      while (next < asking && tally.unavailable === undefined) {
        const i = next++;
        const owner = bs58.encode(added.subarray(i * KEY_BYTES, (i + 1) * KEY_BYTES));
        tally.calls += 1;
        tally.credits += RPC_CREDITS.getTokenAccountsByOwner;
        try {
          answers[i] = await ownerHolds(rpc, owner, mint);
        } catch (error) {
          tally.unavailable ??= error instanceof Error ? error.message : String(error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENT_CHECKS, asking) }, worker));
    const kept: Buffer[] = [];
    for (let i = 0; i < asking; i++) {
      const key = added.subarray(i * KEY_BYTES, (i + 1) * KEY_BYTES);
      if (answers[i] === false) {
        tally.unconfirmed += 1;
        if (tally.examples.length < 10) tally.examples.push(bs58.encode(key));
      } else kept.push(key);
      if (answers[i] !== undefined) tally.checked += 1;
    }
    const rest = added.subarray(asking * KEY_BYTES);
    if (rest.length > 0) {
      // Past the run's checks: a run that found a lie believes none of what it did not ask about.
      const lie = tally.unconfirmed > Math.max(tolerance.absolute, tolerance.share * tally.checked);
      if (lie && tally.unavailable === undefined) tally.leftOut += rest.length / KEY_BYTES;
      else kept.push(rest);
    }
    return Buffer.concat(kept);
  };
  return { check, tally };
}
