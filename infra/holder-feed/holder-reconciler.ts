import { Duration } from 'aws-cdk-lib';
import type * as events from 'aws-cdk-lib/aws-events';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { type ChainReaderProps, chainReaderProps, withWitness } from '../scheduled-function/chain-reader';
import { ScheduledFunction } from '../scheduled-function/scheduled-function';
import { reconcilerTimeouts } from './reconciler-timeouts';

/** The reconciler's handler file, relative to the project root. */
export const RECONCILER_ENTRY = 'lambdas/functions/reconcile-holders.ts';

/** The reconciler's memory: see infra/README.md, "The holder feed at scale". */
export const RECONCILER_MEMORY_MB = 1024;

/** Properties of {@link HolderReconciler}. */
export interface HolderReconcilerProps extends ChainReaderProps {
  /** The token's mint address (base58). */
  readonly tokenMint: string;
  /** Decimals of the mint and the labelled addresses, for the distribution (site.supply). @default 0 decimals, none labelled */
  readonly holderStats?: {
    readonly decimals: number;
    readonly labelled: readonly { readonly kind: string; readonly label: string; readonly address: string }[];
  };
  /** Time between two runs. @default 5 minutes */
  readonly interval?: Duration;
  /** Minutes between two full scans; the runs between read only what changed. 0: every run is full. @default 120 */
  readonly fullScanMinutes?: number;
  /** Share of holders the count may lose between two runs before an answer is refused. @default 0.25 */
  readonly maxDropShare?: number;
  /** How far apart the two providers' counts may be and still agree, a share of the larger (ADR 35). @default 0.01 */
  readonly witnessTolerance?: number;
  /** How far a full scan's balances may be from the mint's supply beyond the burns during it (ADR 35). @default 0.01 */
  readonly supplyToleranceShare?: number;
  /** Provider credits a month the reconciler may spend (runs are skipped beyond it). @default no limit */
  readonly rpcMonthlyCredits?: number;
  /** Credits of one getProgramAccounts call. @default 10 */
  readonly rpcCreditsPerCall?: number;
  /**
   * Secret holding a second provider's RPC URL (another vendor): the witness for what the bounds would
   * refuse (ADR 35). Only this function may read it. @default no witness
   */
  readonly witnessRpcUrlSecret?: secretsmanager.ISecret;
}

/**
 * The scheduled holder reconciliation: an EventBridge rule runs a Lambda that reads every token
 * account of the mint over Solana JSON-RPC, records the holders the webhook missed and stores the
 * holder count. Its role may write its own logs and read its two secrets, nothing else.
 */
export class HolderReconciler extends Construct {
  /** The scheduled function: the reconciler, its role, log group and schedule. */
  public readonly scheduled: ScheduledFunction;
  /** The reconciler function. */
  public readonly function: nodejs.NodejsFunction;
  /** The schedule. */
  public readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: HolderReconcilerProps) {
    super(scope, id);
    const interval = props.interval ?? Duration.minutes(5);
    if (interval.toSeconds() < 60) throw new Error('HolderReconciler: interval must be at least one minute');
    const { timeoutS, budgetS, rpcTimeoutMs } = reconcilerTimeouts(interval.toSeconds());

    const reader = chainReaderProps(props, {
      entry: RECONCILER_ENTRY,
      description: 'Holder reconciliation over Solana JSON-RPC (scheduled)',
      roleDescription: 'Scheduled holder reconciliation',
      // Two million holders peaked at about 700 MB RSS in npm run bench:holders: 1 GB leaves headroom.
      memorySize: RECONCILER_MEMORY_MB,
      // getProgramAccounts of a popular mint streams for tens of seconds; a run stops at its next
      // checkpoint after RECONCILE_BUDGET_MS and the next run goes on.
      timeout: Duration.seconds(timeoutS),
      environment: {
        TOKEN_MINT: props.tokenMint,
        RPC_TIMEOUT_MS: String(rpcTimeoutMs),
        RECONCILE_BUDGET_MS: String(budgetS * 1000),
        HOLDER_MAX_DROP_SHARE: String(props.maxDropShare ?? 0.25),
        HOLDER_WITNESS_TOLERANCE: String(props.witnessTolerance ?? 0.01),
        HOLDER_SUPPLY_TOLERANCE_SHARE: String(props.supplyToleranceShare ?? 0.01),
        HOLDER_FULL_SCAN_MINUTES: String(props.fullScanMinutes ?? 120),
        HOLDER_RPC_CREDITS_PER_CALL: String(props.rpcCreditsPerCall ?? 10),
        ...(props.rpcMonthlyCredits ? { HOLDER_RPC_MONTHLY_CREDITS: String(props.rpcMonthlyCredits) } : {}),
        TOKEN_DECIMALS: String(props.holderStats?.decimals ?? 0),
        HOLDER_LABELS: JSON.stringify(props.holderStats?.labelled ?? []),
      },
      interval,
      scheduleDescription: 'Runs the holder reconciliation',
    });
    this.scheduled = new ScheduledFunction(this, 'Default', withWitness(reader, props.witnessRpcUrlSecret));
    this.function = this.scheduled.fn;
    this.rule = this.scheduled.rule('Schedule');
  }
}
