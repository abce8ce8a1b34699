import bs58 from 'bs58';
import { RpcError, rateLimitWait, type SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { ACCOUNTS_PER_CALL, accountsHold, type NamedAccount } from '../platform/solana/token-holdings.js';
import { KEY_BYTES } from './holder-set.js';
import { RPC_CREDITS } from './reconcile-bounds.js';
import { byDeadline, type Clock, realClock } from './witness-clock.js';

// Every newcomer a run would believe is first asked of the second provider (ADR 35): a holder only the
// first provider lists is neither announced nor believed. A newcomer is asked about by the token account
// the first provider named, a hundred a call (`getMultipleAccounts`), at the first provider's slot or
// later. Past the run's calls or its deadline, newcomers are held back for the next runs' checks, never
// believed unasked (ADR 35, "Amendment: no newcomer believed unasked").

/**
 * Calls a run makes at most: 400 of 100 accounts, 40,000 newcomers, so that an airdrop of 30,000 is
 * asked in one run; the run's deadline bounds them too.
 */
export const NEWCOMER_CALLS_PER_RUN = 400;
/**
 * Held-back newcomers a run remembers for the next (held-back-store.ts): 32 bytes of owner and 44 of its
 * account's address each, 912 KB in one document (Firestore's limit is 1 MiB). Past it, the rest wait
 * for the next full scan, which lists them.
 */
export const HELD_BACK_MAX = 12_000;
/** An address as held back: its base58 text, padded with zeros (all zeros: none named). */
export const ADDRESS_BYTES = 44;
/**
 * Calls in flight at once: a provider's rate limit is per second. After a rate limit (HTTP 429), one
 * at a time for the rest of the run.
 */
const CONCURRENT_CALLS = 2;
/** Rate limits waited out a run at most: past them, the newcomers not yet asked are held back. */
const RATE_LIMIT_RETRIES = 5;
/** A Retry-After longer than this is not waited for: the run holds the rest back instead. */
const RATE_LIMIT_MAX_WAIT_MS = 20_000;
/** A witness behind the first provider's slot (JSON-RPC -32016) is asked again this many times, this far apart. */
const BEHIND_RETRIES = { attempts: 3, delayMs: 2_000 } as const;
const MIN_CONTEXT_SLOT_NOT_REACHED = -32016;

/** What a run's checks found, for its report, its log lines and the UnconfirmedHolders and HeldBackNewcomers metrics. */
export interface NewcomerTally {
  /** Newcomers asked about. */
  checked: number;
  /**
   * Asked about, and the second provider refutes them: the account the first provider named is not a
   * token account of the mint owned by that wallet with a balance (closed, another owner or mint,
   * empty). Neither announced nor believed.
   */
  unconfirmed: number;
  /**
   * Not asked (past the run's calls or deadline, left unanswered by a second provider that failed, or
   * with no account named): held back for the next runs, neither announced nor believed.
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
   * Why the second provider could not be read, when it could not (down, late, behind): the newcomers it
   * left unanswered are held back, never believed (the WitnessUnavailable metric counts the run).
   */
  unavailable?: string;
}

/** How a run asks: its calls at most, the slot the accounts were named at, and when it stops asking. */
export interface NewcomerCheckOptions {
  /** @default NEWCOMER_CALLS_PER_RUN */
  readonly limit?: number;
  /** Epoch milliseconds (on `clock`) after which nothing more is asked or waited for. @default a minute from now */
  readonly deadline?: number;
  /** The first provider's slot: the witness answers at it or later (`minContextSlot`). */
  readonly minContextSlot?: number;
  /** @default realClock */
  readonly clock?: Clock;
}

/** The newcomers a run held back: sorted owners, and each one's account (ADDRESS_BYTES each). */
export interface HeldBack {
  owners: Buffer;
  accounts: Buffer;
}

export interface NewcomerCheck {
  /**
   * The keys of `added` (sorted newcomers) the run may believe, in the same order: each is asked about
   * by its account (`accountOf`, as the first provider named it) up to the run's calls and deadline, and
   * those the second provider refutes are dropped; the others (past the calls or the deadline, left
   * unanswered, with no account named) are held back (dropped from this run, remembered for the next):
   * nothing is believed unasked.
   */
  check(added: Buffer, accountOf: (key: Buffer) => string | undefined): Promise<Buffer>;
  readonly tally: NewcomerTally;
  /** The first HELD_BACK_MAX newcomers held back, sorted, with their accounts: the next incremental run asks them. */
  heldBack(): HeldBack;
}

/** A run's check of its newcomers against the second provider `rpc`, at most `limit` calls. */
export function newcomerCheck(
  rpc: SolanaRpcClient,
  mint: string,
  options: NewcomerCheckOptions = {},
): NewcomerCheck {
  const clock = options.clock ?? realClock;
  const limit = options.limit ?? NEWCOMER_CALLS_PER_RUN;
  const deadline = options.deadline ?? clock.now() + 60_000;
  const tally: NewcomerTally = {
    checked: 0,
    unconfirmed: 0,
    heldBack: 0,
    examples: [],
    calls: 0,
    credits: 0,
    rateLimited: 0,
  };
  const held: { owners: Buffer[]; accounts: Buffer[] } = { owners: [], accounts: [] };
  let heldKeys = 0;
  let calls = 0;
  let width = CONCURRENT_CALLS;
  let pausedUntil = 0;
  const holdBack = (key: Buffer, account: string | undefined) => {
    tally.heldBack += 1;
    if (heldKeys >= HELD_BACK_MAX) return;
    held.owners.push(Buffer.from(key));
    const address = Buffer.alloc(ADDRESS_BYTES);
    if (account && account.length <= ADDRESS_BYTES) address.write(account, 'latin1');
    held.accounts.push(address);
    heldKeys += 1;
  };
  const fail = (error: unknown) => {
    tally.unavailable ??= error instanceof Error ? error.message : String(error);
  };
  /** One call's answers, or undefined when the provider failed or was late (the run stops asking). */
  const ask = async (accounts: NamedAccount[]): Promise<boolean[] | undefined> => {
    let behind = 0;
    for (;;) {
      const wait = pausedUntil - clock.now();
      if (wait > 0) await clock.sleep(wait);
      if (tally.unavailable !== undefined || clock.now() >= deadline) return undefined;
      tally.calls += 1;
      tally.credits += RPC_CREDITS.getMultipleAccounts;
      try {
        return await byDeadline(
          accountsHold(rpc, accounts, mint, options.minContextSlot),
          deadline,
          clock,
          'getMultipleAccounts',
        );
      } catch (error) {
        const limited = rateLimitWait(error);
        if (
          limited !== undefined &&
          limited <= RATE_LIMIT_MAX_WAIT_MS &&
          tally.rateLimited < RATE_LIMIT_RETRIES &&
          clock.now() + limited < deadline
        ) {
          // Its Retry-After, then fewer calls at once: the limit is the provider's, per second.
          tally.rateLimited += 1;
          pausedUntil = Math.max(pausedUntil, clock.now() + limited);
          width = 1;
          continue;
        }
        if (
          error instanceof RpcError &&
          error.code === MIN_CONTEXT_SLOT_NOT_REACHED &&
          ++behind < BEHIND_RETRIES.attempts &&
          clock.now() + BEHIND_RETRIES.delayMs < deadline
        ) {
          // A few slots behind the first provider: asked again shortly, as the watches do.
          await clock.sleep(BEHIND_RETRIES.delayMs);
          continue;
        }
        fail(error);
        return undefined;
      }
    }
  };
  const check = async (added: Buffer, accountOf: (key: Buffer) => string | undefined): Promise<Buffer> => {
    const n = added.length / KEY_BYTES;
    if (n === 0) return added;
    const keyAt = (i: number) => added.subarray(i * KEY_BYTES, (i + 1) * KEY_BYTES);
    const accounts = Array.from({ length: n }, (_, i) => accountOf(keyAt(i)));
    // The newcomers with an account named, a hundred a call, as many calls as the run has left.
    const askable = accounts.flatMap((account, i) => (account ? [i] : []));
    const batches: number[][] = [];
    const room = tally.unavailable === undefined ? Math.max(0, limit - calls) : 0;
    for (let at = 0; at < askable.length && batches.length < room; at += ACCOUNTS_PER_CALL)
      batches.push(askable.slice(at, at + ACCOUNTS_PER_CALL));
    calls += batches.length;
    const answers: (boolean | undefined)[] = new Array(n).fill(undefined);
    let next = 0;
    const worker = async (id: number) => {
      while (next < batches.length && tally.unavailable === undefined && id < width) {
        const batch = batches[next++] as number[];
        const said = await ask(
          batch.map((i) => ({ address: accounts[i] as string, owner: bs58.encode(keyAt(i)) })),
        );
        if (!said) continue;
        for (const [k, i] of batch.entries()) answers[i] = said[k];
      }
    };
    // A worker past the width stops after its call; the first goes on until all are asked.
    await Promise.all(
      Array.from({ length: Math.min(CONCURRENT_CALLS, batches.length) }, (_, id) => worker(id)),
    );
    const kept: Buffer[] = [];
    for (let i = 0; i < n; i++) {
      const key = keyAt(i);
      const answer = answers[i];
      if (answer === undefined) {
        // Not asked (past the calls, the deadline, a failure, or no account named): held back.
        holdBack(key, accounts[i]);
        continue;
      }
      tally.checked += 1;
      if (answer) kept.push(key);
      else {
        tally.unconfirmed += 1;
        if (tally.examples.length < 10) tally.examples.push(bs58.encode(key));
      }
    }
    return Buffer.concat(kept);
  };
  return {
    check,
    tally,
    heldBack: () => ({ owners: Buffer.concat(held.owners), accounts: Buffer.concat(held.accounts) }),
  };
}
