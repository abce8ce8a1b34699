import bs58 from 'bs58';
import { rateLimitWait, type SolanaRpcClient } from '../platform/solana/rpc-client.js';
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
/**
 * Calls in flight at once: a provider's rate limit is per second, and a hundred calls take a few. After
 * a rate limit (HTTP 429), one at a time for the rest of the run.
 */
const CONCURRENT_CHECKS = 2;
/** Rate limits waited out a run at most: past them, the newcomers not yet asked are held back. */
const RATE_LIMIT_RETRIES = 5;
/** A Retry-After longer than this is not waited for: the run holds the rest back instead. */
const RATE_LIMIT_MAX_WAIT_MS = 20_000;

/** What a run's checks found, for its report, its log lines and the UnconfirmedHolders and HeldBackNewcomers metrics. */
export interface NewcomerTally {
  /** Newcomers asked about. */
  checked: number;
  /** Asked about, and the second provider does not see them holding the mint: neither announced nor believed. */
  unconfirmed: number;
  /**
   * Not asked (past the run's checks, or left unanswered by a second provider that failed): held back
   * for the next runs, neither announced nor believed.
   */
  heldBack: number;
  /** The first wallets found unconfirmed (ten at most), for the log line. */
  examples: string[];
  /** Calls and credits spent. */
  calls: number;
  credits: number;
  /** Rate limits (HTTP 429) the run waited out before asking again. */
  rateLimited: number;
  /**
   * Why the second provider could not be read, when it could not: the newcomers it left unanswered are
   * held back, never believed (the WitnessUnavailable metric counts the run).
   */
  unavailable?: string;
}

/** How a run asks: its calls at most, and the time by which it stops waiting out rate limits. */
export interface NewcomerCheckOptions {
  /** @default NEWCOMER_CHECKS_PER_RUN */
  readonly limit?: number;
  /** Epoch milliseconds after which a rate limit is not waited out. @default a minute from now */
  readonly deadline?: number;
}

export interface NewcomerCheck {
  /**
   * The keys of `added` (sorted newcomers) the run may believe, in the same order: the first ones not
   * yet asked about are asked (up to the run's checks), and those the second provider does not confirm
   * are dropped; past the run's checks, and those a failing second provider left unanswered, are held
   * back (dropped from this run, remembered for the next): nothing is believed unasked.
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
  options: NewcomerCheckOptions = {},
): NewcomerCheck {
  const limit = options.limit ?? NEWCOMER_CHECKS_PER_RUN;
  const deadline = options.deadline ?? Date.now() + 60_000;
  const tally: NewcomerTally = {
    checked: 0,
    unconfirmed: 0,
    heldBack: 0,
    examples: [],
    calls: 0,
    credits: 0,
    rateLimited: 0,
  };
  const held: Buffer[] = [];
  let heldKeys = 0;
  let asked = 0;
  let width = CONCURRENT_CHECKS;
  let pausedUntil = 0;
  const holdBack = (keys: Buffer) => {
    tally.heldBack += keys.length / KEY_BYTES;
    const room = Math.max(0, HELD_BACK_MAX - heldKeys);
    const remembered = keys.subarray(0, Math.min(keys.length, room * KEY_BYTES));
    if (remembered.length > 0) held.push(Buffer.from(remembered));
    heldKeys += remembered.length / KEY_BYTES;
  };
  /** One newcomer's answer: true or false, or undefined when the provider failed (the run stops asking). */
  const ask = async (owner: string): Promise<boolean | undefined> => {
    for (;;) {
      const wait = pausedUntil - Date.now();
      if (wait > 0) await new Promise((done) => setTimeout(done, wait));
      if (tally.unavailable !== undefined) return undefined;
      tally.calls += 1;
      tally.credits += RPC_CREDITS.getTokenAccountsByOwner;
      try {
        return await ownerHolds(rpc, owner, mint);
      } catch (error) {
        const limited = rateLimitWait(error);
        if (
          limited !== undefined &&
          limited <= RATE_LIMIT_MAX_WAIT_MS &&
          tally.rateLimited < RATE_LIMIT_RETRIES &&
          Date.now() + limited < deadline
        ) {
          // Its Retry-After, then fewer calls at once: the limit is the provider's, per second.
          tally.rateLimited += 1;
          pausedUntil = Math.max(pausedUntil, Date.now() + limited);
          width = 1;
          continue;
        }
        tally.unavailable ??= error instanceof Error ? error.message : String(error);
        return undefined;
      }
    }
  };
  const check = async (added: Buffer): Promise<Buffer> => {
    const n = added.length / KEY_BYTES;
    if (n === 0) return added;
    // A provider that failed answers no more this run: what it was not asked is held back (fail closed).
    const asking = tally.unavailable === undefined ? Math.min(n, Math.max(0, limit - asked)) : 0;
    asked += asking;
    const answers: (boolean | undefined)[] = new Array(asking).fill(undefined);
    let next = 0;
    const worker = async (id: number) => {
      while (next < asking && tally.unavailable === undefined && id < width) {
        const i = next++;
        answers[i] = await ask(bs58.encode(added.subarray(i * KEY_BYTES, (i + 1) * KEY_BYTES)));
      }
    };
    // A worker past the width stops after its call; the first goes on until all are asked.
    await Promise.all(Array.from({ length: Math.min(CONCURRENT_CHECKS, asking) }, (_, id) => worker(id)));
    const kept: Buffer[] = [];
    for (let i = 0; i < asking; i++) {
      const key = added.subarray(i * KEY_BYTES, (i + 1) * KEY_BYTES);
      const answer = answers[i];
      if (answer === undefined) {
        holdBack(key);
        continue;
      }
      tally.checked += 1;
      if (answer) kept.push(key);
      else {
        tally.unconfirmed += 1;
        if (tally.examples.length < 10) tally.examples.push(bs58.encode(key));
      }
    }
    // Past the run's checks: held back, asked by the next runs (ADR 35), never believed unasked.
    const rest = added.subarray(asking * KEY_BYTES);
    if (rest.length > 0) holdBack(rest);
    return Buffer.concat(kept);
  };
  return { check, tally, heldBackKeys: () => Buffer.concat(held) };
}
