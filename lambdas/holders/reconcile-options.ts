import type { Firestore } from 'firebase-admin/firestore';
import type { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import type { ReadMethod } from './token-accounts.js';
import type { Clock } from './witness-clock.js';

// What a reconciliation run is given (reconcile.ts runs it, known-merge.ts merges its newcomers).

/** What a run tells its observers at the end. */
export interface ReconcileSummary {
  count: number;
  /** Sum of every holder's raw balance. */
  total: bigint;
  measuredAt: Date;
  imported: boolean;
}

/**
 * Sees every holder of a run once, after balances are summed per owner and the answer was found
 * plausible (a refused answer reaches no observer): `onHolder` in key order, then `onComplete`
 * once the measurement is stored. `owner` is a view valid only during the call: copy it to keep it.
 */
export interface HolderObserver {
  onHolder(owner: Uint8Array, amount: bigint): void;
  onComplete?(summary: ReconcileSummary): void | Promise<void>;
}

/**
 * A second RPC provider, another vendor's (ADR 35): its own count of the mint's holders, read at every
 * full scan, decides: within `tolerance` of the first's, the answer is believed (even beyond the bounds);
 * further apart, it is refused. Every newcomer a run would believe is asked of it first, by its token
 * account. Without it the bounds alone decide, and newcomers are announced unasked; when it cannot be
 * read, the bounds alone judge the count and the newcomers are held back.
 */
export interface Witness {
  readonly rpc: SolanaRpcClient;
  /**
   * How far apart the two counts may be and still agree: `absolute` holders or `share` of the larger,
   * whichever is more (holders come and go in the seconds between the two reads).
   * @default WITNESS_TOLERANCE
   */
  readonly tolerance?: { readonly absolute: number; readonly share: number };
  /**
   * The clock its reads are timed on: each goes beside the first provider's and is given until the
   * run's budget (`budgetMs`) ends; what it did not answer by then is held back. @default realClock
   */
  readonly clock?: Clock;
}

/** {@link Witness.tolerance}'s default: 10 holders, or 1 % of the larger count. */
export const WITNESS_TOLERANCE = { absolute: 10, share: 0.01 } as const;

export interface ReconcileOptions {
  readonly db: Firestore;
  readonly rpc: SolanaRpcClient;
  readonly mint: string;
  /** @default new Date() */
  readonly now?: Date;
  /** Record every current holder as known without announcing anyone, even after the first run. */
  readonly importOnly?: boolean;
  /** A count that falls by more than this share since the last run is refused. @default 0.25 */
  readonly maxDropShare?: number;
  /**
   * A rise larger than both is refused: `absolute` holders, and `share` of the last count (a full scan's
   * count against the last one; an incremental run's changed owners). @default DEFAULT_MAX_RISE
   */
  readonly maxRise?: { absolute: number; share: number };
  /** Newcomers announced per run at most; the others become known without a banner. @default no cap */
  readonly maxAnnounced?: number;
  /** Token accounts a run keeps at most (accountCapFor the function's memory); more is refused. */
  readonly maxAccounts?: number;
  /** Time after which the run stops at its next checkpoint, to finish before the function's timeout. */
  readonly budgetMs?: number;
  /** Skip the full read (no RPC call) when the last measurement is more recent than this (the RPC budget). */
  readonly minIntervalMs?: number;
  /**
   * How the chain is read: `v2` pages (getProgramAccountsV2), `plain` (getProgramAccounts), or `auto`:
   * pages unless the node answers "method not found", remembered by this instance. @default 'auto'
   */
  readonly rpcMethod?: 'auto' | ReadMethod;
  /** Accounts per page. @default DEFAULT_PAGE_SIZE */
  readonly pageSize?: number;
  /**
   * Time between full scans; runs between them read only the accounts changed since the last run
   * (paged reads only). 0: every run is a full scan. @default 0
   */
  readonly fullScanIntervalMs?: number;
  readonly observers?: readonly HolderObserver[];
  /**
   * A full scan's balances may differ from the mint's supply by the burns and mints seen during it and
   * this share of the supply (transfers between pages read at different moments); further apart, the
   * answer is refused (ADR 35). @default DEFAULT_SUPPLY_TOLERANCE_SHARE
   */
  readonly supplyToleranceShare?: number;
  /** A second provider that confirms every full scan's count and every newcomer. @default none */
  readonly witness?: Witness;
  /**
   * Keys per chunk, keys past which a chunk splits, chunks per checkpoint, and accounts a failed scan
   * must have read to keep them (a scan checkpoint): tests shrink them.
   */
  readonly layout?: {
    chunkFill: number;
    chunkMax: number;
    chunksPerCheckpoint: number;
    scanCheckpointAccounts?: number;
  };
}
