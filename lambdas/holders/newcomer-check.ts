import bs58 from 'bs58';
import type { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { ownerHolds } from '../platform/solana/token-holdings.js';
import { KEY_BYTES } from './holder-set.js';
import { RPC_CREDITS } from './reconcile-bounds.js';

// Every newcomer a run would announce is first asked of the second provider (ADR 35): a holder only the
// first provider lists is neither announced nor believed. Past the run's checks, newcomers are held back
// for the next runs' checks, never believed unasked (ADR 35, "Amendment: no newcomer believed unasked").

/** Newcomers a run asks the second provider about at most: one call each, so at most this many a run. */
export const NEWCOMER_CHECKS_PER_RUN = 100;
/**
 * Held-back newcomers a run remembers for the next (held-back-store.ts): 32 bytes each, 640 KB in one
 * document (Firestore's limit is 1 MiB). Past it, the rest wait for the next full scan, which lists them.
 */
export const HELD_BACK_MAX = 20_000;
/** Calls in flight at once: a provider's rate limit is per second, and a hundred calls take a few. */
const CONCURRENT_CHECKS = 4;

/** What a run's checks found, for its report, its log lines and the UnconfirmedHolders and HeldBackNewcomers metrics. */
export interface NewcomerTally {
  /** Newcomers asked about. */
  checked: number;
  /** Asked about, and the second provider does not see them holding the mint: neither announced nor believed. */
  unconfirmed: number;
  /** Not asked (past the run's checks): held back for the next runs, neither announced nor believed. */
  heldBack: number;
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
   * are dropped; past the run's checks, the rest are held back (dropped from this run, remembered for
   * the next). A witness that could not be read leaves them believed, as without one.
   */
  check(added: Buffer): Promise<Buffer>;
  readonly tally: NewcomerTally;
  /** The first HELD_BACK_MAX newcomers held back, sorted: the next incremental run adds them to its own. */
  heldBackKeys(): Buffer;
}

/** A run's check of its newcomers against the second provider `rpc`, at most `limit` calls. */
export function newcomerCheck(
  rpc: SolanaRpcClient,
  mint: string,
  limit = NEWCOMER_CHECKS_PER_RUN,
): NewcomerCheck {
  const tally: NewcomerTally = {
    checked: 0,
    unconfirmed: 0,
    heldBack: 0,
    examples: [],
    calls: 0,
    credits: 0,
  };
  const held: Buffer[] = [];
  let heldKeys = 0;
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
      if (tally.unavailable !== undefined) kept.push(rest);
      else {
        // Past the run's checks: held back, asked by the next runs (ADR 35), never believed unasked.
        tally.heldBack += rest.length / KEY_BYTES;
        const room = Math.max(0, HELD_BACK_MAX - heldKeys);
        const remembered = rest.subarray(0, Math.min(rest.length, room * KEY_BYTES));
        if (remembered.length > 0) held.push(Buffer.from(remembered));
        heldKeys += remembered.length / KEY_BYTES;
      }
    }
    return Buffer.concat(kept);
  };
  return { check, tally, heldBackKeys: () => Buffer.concat(held) };
}
