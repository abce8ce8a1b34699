import type { Firestore } from 'firebase-admin/firestore';
import { readSignatures, readTransaction, type SignatureInfo } from '../platform/solana/rpc-answers.js';
import { RpcError, type SolanaRpcClient } from '../platform/solana/rpc-client.js';
import type { WireTransaction } from '../platform/solana/wire-transaction.js';
import { readApproval, vaultExecution } from './approval.js';
import { extractEntry, type LedgerEntry, type ListedMints } from './extract.js';
import {
  type AddressCursor,
  commitEntries,
  type LedgerState,
  readState,
  stateDocument,
  storedAmong,
  type UnreadChanges,
  type UnreadRecord,
  type UnreadTransaction,
} from './ledger-store.js';
import { withReferences } from './transfer-references.js';
import { nextUnread, unreadFigures } from './unread.js';
import { confirmEntry } from './witness-entry.js';

export type { SignatureInfo } from '../platform/solana/rpc-answers.js';

/** The node's largest `limit` for getSignaturesForAddress. */
export const MAX_SIGNATURE_PAGE = 1000;

export interface ImportOptions {
  db: Firestore;
  rpc: SolanaRpcClient;
  wallet: string;
  /**
   * The mints the ledger follows and totals besides SOL (ADR 30): the site's token and the assets the
   * operator lists. Other tokens that arrive are counted, never followed or totalled.
   */
  listed: ListedMints;
  /**
   * The Squads v4 multisig whose vault the wallet is (ADR 33): an outflow it executed is stored with
   * its proposal, read once. @default none
   */
  multisig?: string | undefined;
  /** Addresses followed at most: the wallet and its token accounts of listed mints. @default 20 */
  maxAddresses?: number;
  /** The run starts no call in its last second and ends with a commit within this long (the next run goes on from its checkpoint). */
  budgetMs: number;
  /** Signatures a page asks for (1 to 1000). @default 1000 */
  pageSize?: number;
  /** Transactions stored per commit (each commit also saves the checkpoint). @default 100 */
  chunkSize?: number;
  /** getTransaction calls at once. @default 4 */
  concurrency?: number;
  /** getTransaction calls for one signature the node cannot return before it is kept as unread. @default 3 */
  attempts?: number;
  /**
   * Unread transactions a run asks for again, one call each, before it reads what is new (within its
   * budget): those asked for longest ago first. @default 10
   */
  unreadPerRun?: number;
  /**
   * A second provider, another vendor's (ADR 35): each new entry is stored only once it returns the same
   * transaction (witness-entry.ts); until then it is kept as unread. @default none
   */
  witness?: SolanaRpcClient | undefined;
  /** RPC calls a second at most (the provider's rate limit). @default 10 */
  callsPerSecond?: number;
  now?: () => Date;
  /** What the pace and the budget are measured on (a benchmark simulates the deployed pace). @default real time */
  clock?: ImportClock;
}

export interface ImportReport {
  /** True when every address was read to its newest transaction. */
  complete: boolean;
  stored: number;
  /** Signatures already stored (by an earlier run, or one at the same time). */
  skipped: number;
  /** Transactions the node could not return (none, an error, another signature's) after every attempt: kept as unread. */
  unavailable: number;
  /** Unread transactions asked for again by this run, and those of them the node returned (stored now). */
  unreadRetried: number;
  unreadRead: number;
  /** Transactions unread when the run ended, and the most runs one of them has been asked for in (0: none). */
  unread: number;
  unreadMostRuns: number;
  calls: { getSignaturesForAddress: number; getTransaction: number; getAccountInfo: number };
  addresses: number;
  /** Token accounts of listed mints not followed, the cap reached (ADR 30). */
  unfollowed: number;
  totalStored: number;
}

/** The time a run reads and waits on: milliseconds, and a wait of that many. */
export interface ImportClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: ImportClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((done) => setTimeout(done, ms)),
};

/**
 * JSON-RPC errors by which a node says it cannot give this one transaction (its block or history is not
 * there), not that it is failing: Solana's BLOCK_CLEANED_UP, BLOCK_NOT_AVAILABLE, SLOT_SKIPPED,
 * LONG_TERM_STORAGE_SLOT_SKIPPED, TRANSACTION_HISTORY_NOT_AVAILABLE and BLOCK_STATUS_NOT_AVAILABLE_YET.
 * The transaction is kept as unread; any other error (a rate limit, an unhealthy node) stops the run.
 */
const NOT_AVAILABLE_CODES: ReadonlySet<number> = new Set([-32001, -32004, -32007, -32009, -32011, -32014]);

/** A pace of at most `perSecond` call starts a second. */
function pacer(perSecond: number, clock: ImportClock) {
  const gap = 1000 / perSecond;
  let next = 0;
  return async () => {
    const now = clock.now();
    const at = Math.max(now, next);
    next = at + gap;
    if (at > now) await clock.sleep(at - now);
  };
}

/**
 * Runs `work` over `items`, `limit` at a time, keeping their order; once `stop()` is true no item is
 * started, so the results are those of a prefix of `items` (every item started is finished).
 */
async function mapLimited<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
  stop: () => boolean = () => false,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let at = 0;
  const worker = async () => {
    while (at < items.length && !stop()) {
      const i = at++;
      out[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out.slice(0, at);
}

/**
 * Brings the donation wallet's ledger up to date (ADR 22), within bounded memory and time (ADR 16):
 * for the wallet and each token account it owns, pages `getSignaturesForAddress` newest first from
 * the newest stored signature (`until`), fetches only the transactions not yet stored, and stores
 * them in commits of `chunkSize` with the checkpoint, so a run cut short (time up, RPC down) loses
 * nothing and the next run goes on from where it stopped. A first import of a long history runs
 * over as many runs as it needs; `syncedAt` is set when every address has been read to its newest.
 */
export async function importLedger(options: ImportOptions): Promise<ImportReport> {
  const { db, rpc, wallet } = options;
  const pageSize = Math.min(MAX_SIGNATURE_PAGE, Math.max(1, options.pageSize ?? MAX_SIGNATURE_PAGE));
  const chunkSize = Math.min(400, Math.max(1, options.chunkSize ?? 100));
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const attempts = Math.max(1, options.attempts ?? 3);
  const maxAddresses = Math.max(1, options.maxAddresses ?? 20);
  const clock = options.clock ?? realClock;
  const pace = pacer(options.callsPerSecond ?? 10, clock);
  const now = options.now ?? (() => new Date());
  // No call starts in the budget's last second (a tenth of a short one): the calls under way and the
  // last commit end within the budget.
  const deadline = clock.now() + options.budgetMs - Math.min(1000, options.budgetMs / 10);
  const report: ImportReport = {
    complete: false,
    stored: 0,
    skipped: 0,
    unavailable: 0,
    unreadRetried: 0,
    unreadRead: 0,
    unread: 0,
    unreadMostRuns: 0,
    calls: { getSignaturesForAddress: 0, getTransaction: 0, getAccountInfo: 0 },
    addresses: 0,
    unfollowed: 0,
    totalStored: 0,
  };
  const state: LedgerState = await readState(db, wallet);
  const checked = new Set<string>();
  // A run always gets one page done, so that a short budget still moves the import on.
  let progressed = false;
  const timeUp = () => progressed && clock.now() >= deadline;

  const commit = async (entries: LedgerEntry[], unread: UnreadChanges = {}) => {
    report.unavailable += unread.found?.length ?? 0;
    const done = await commitEntries(db, wallet, entries, unread, (fresh) =>
      stateDocument(wallet, { ...state, stored: state.stored + fresh }),
    );
    state.stored += done.stored;
    report.stored += done.stored;
    report.skipped += done.skipped;
  };

  const readPage = async (address: string, pending: NonNullable<AddressCursor['pending']>) => {
    await pace();
    report.calls.getSignaturesForAddress += 1;
    return readSignatures(rpc, address, { limit: pageSize, before: pending.before, until: pending.until });
  };

  /** An outflow executed through the configured multisig, with its proposal read once (ADR 33). */
  const withApproval = async (entry: LedgerEntry, tx: WireTransaction): Promise<LedgerEntry> => {
    const { multisig } = options;
    const outflow = entry.kind === 'transfer' && entry.movements.some((m) => m.amount.startsWith('-'));
    if (!multisig || !outflow) return entry;
    const execution = vaultExecution(tx, multisig);
    if (!execution) return entry;
    await pace();
    report.calls.getAccountInfo += 1;
    return { ...entry, approval: await readApproval(rpc, multisig, execution.proposal) };
  };

  /**
   * The transaction of `info`, checked (ADR 30), asked for up to `tries` times: an answer of another
   * shape stops the run; none, an error saying the node has not got it, or another signature's, is
   * asked again, then kept as unread so that the run goes on.
   */
  const fetchTransaction = async (
    info: Pick<SignatureInfo, 'signature' | 'slot' | 'blockTime'>,
    tries = attempts,
  ): Promise<{ entry: LedgerEntry } | { unread: UnreadTransaction }> => {
    let reason: UnreadTransaction['reason'] = 'not-returned';
    let error = '';
    for (let attempt = 0; attempt < tries; attempt++) {
      await pace();
      report.calls.getTransaction += 1;
      // Never filed under a signature it is not: the signature asked for must be the transaction's.
      const read = await readTransaction(rpc, info.signature).catch((failure: unknown) => {
        if (failure instanceof RpcError && NOT_AVAILABLE_CODES.has(failure.code)) return { failure };
        throw failure;
      });
      if ('failure' in read) {
        reason = 'rpc-error';
        error = read.failure.message;
      } else if ('missing' in read) {
        reason = read.missing;
        error =
          read.missing === 'not-returned'
            ? 'The node answered null'
            : "The node answered another signature's transaction";
      } else {
        const entry = withReferences(
          wallet,
          extractEntry(wallet, info.signature, read.tx, options.listed),
          read.tx,
        );
        const confirmed = await confirmEntry(options.witness, wallet, entry, options.listed);
        if (confirmed.said !== 'unconfirmed') return { entry: await withApproval(entry, read.tx) };
        error = confirmed.why ?? '';
        break;
      }
    }
    return {
      unread: {
        signature: info.signature,
        slot: info.slot,
        blockTime: info.blockTime ?? null,
        reason,
        error,
      },
    };
  };

  /** Follows the token accounts of listed mints the entries name (bounded whatever strangers open: ADR 30). */
  const follow = (entries: LedgerEntry[]) => {
    for (const entry of entries) {
      for (const account of entry.tokenAccounts) {
        if (state.addresses[account]) continue;
        // The state stays one small document.
        if (Object.keys(state.addresses).length >= maxAddresses) {
          state.unfollowed = [...new Set([...state.unfollowed, account])].slice(-maxAddresses);
          continue;
        }
        state.addresses[account] = { newest: null, pending: null };
      }
    }
  };

  /**
   * Asks again, once each, for the transactions kept as unread that were asked for longest ago, at most
   * `unreadPerRun` calls and within the budget: one the node returns now is stored as any other, in
   * its month (and no longer unread), in one commit; the others count one run more.
   */
  const retryUnread = async () => {
    const records = await nextUnread(db, wallet, options.unreadPerRun ?? 10);
    const read: LedgerEntry[] = [];
    const again: UnreadRecord[] = [];
    for (const record of records) {
      if (clock.now() >= deadline) break;
      report.unreadRetried += 1;
      const answer = await fetchTransaction(record, 1);
      if ('entry' in answer) read.push(answer.entry);
      else again.push({ ...answer.unread, runs: record.runs + 1 });
    }
    if (report.unreadRetried === 0) return;
    follow(read);
    report.unreadRead = read.length;
    await commit(read, { again, read: read.map((entry) => entry.signature) });
  };

  /** Reads one address until its read is done or the time is up; false when the time ran out. */
  const readAddress = async (address: string): Promise<boolean> => {
    const cursor = state.addresses[address] as AddressCursor;
    if (!cursor.pending) cursor.pending = { top: null, before: null, until: cursor.newest };
    while (cursor.pending) {
      if (timeUp()) return false;
      const pending = cursor.pending;
      const page = await readPage(address, pending);
      if (page.length > 0 && pending.top === null) pending.top = page[0]?.signature ?? null;
      for (let at = 0; at < page.length; at += chunkSize) {
        const chunk = page.slice(at, at + chunkSize);
        const there = await storedAmong(
          db,
          wallet,
          chunk.map((s) => s.signature),
        );
        report.skipped += there.size;
        const fresh = chunk.filter((s) => !there.has(s.signature));
        // The time up, no more transaction is asked for: the run ends within its budget (ADR 30).
        const answers = await mapLimited(fresh, concurrency, fetchTransaction, timeUp);
        const cut = answers.length < fresh.length;
        const entries = answers.flatMap((a) => ('entry' in a ? [a.entry] : []));
        const found = answers.flatMap((a) => ('unread' in a ? [a.unread] : []));
        follow(entries);
        // Stored down to the last signature read: the chunk's last, or the last fetched of a chunk cut short.
        const last = cut ? fresh[answers.length - 1] : chunk[chunk.length - 1];
        if (last) pending.before = last.signature;
        await commit(entries, { found });
        progressed = true;
        if (cut || (timeUp() && at + chunkSize < page.length)) return false;
      }
      // The first read of an address ends at an empty page; a later one at a short page (it has `until`).
      const ended = page.length === 0 || (pending.until !== null && page.length < pageSize);
      if (ended) {
        cursor.pending = null;
        // Nothing new: nothing to save (the read under way was never saved).
        if (pending.top !== null) {
          cursor.newest = pending.top;
          await commit([]);
        }
      }
    }
    return true;
  };

  await retryUnread();
  let ranOut = false;
  for (;;) {
    const next = Object.entries(state.addresses).find(
      ([address, cursor]) => cursor.pending !== null || !checked.has(address),
    );
    if (!next) break;
    const [address] = next;
    checked.add(address);
    if (!(await readAddress(address))) {
      ranOut = true;
      break;
    }
  }
  report.complete = !ranOut;
  if (report.complete) {
    state.syncedAt = now();
    await commit([]);
  }
  report.addresses = Object.keys(state.addresses).length;
  report.unfollowed = state.unfollowed.length;
  report.totalStored = state.stored;
  const figures = await unreadFigures(db, wallet);
  report.unread = figures.count;
  report.unreadMostRuns = figures.mostRuns;
  return report;
}
