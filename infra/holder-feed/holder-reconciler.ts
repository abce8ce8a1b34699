import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ScheduledFunction } from '../scheduled-function/scheduled-function';

/** The reconciler's handler file, relative to the project root. */
export const RECONCILER_ENTRY = 'lambdas/functions/reconcile-holders.ts';

/** The reconciler's memory: see infra/README.md, "The holder feed at scale". */
export const RECONCILER_MEMORY_MB = 1024;

/**
 * The function's timeout: 4 minutes, and always 30 s shorter than the interval, so two runs never
 * overlap (they would both switch the known-holder manifest). A run stops at its next checkpoint a
 * minute before the timeout.
 */
export function reconcilerTimeouts(interval: Duration): { timeoutS: number; budgetS: number } {
  const timeoutS = Math.max(60, Math.min(240, interval.toSeconds() - 30));
  return { timeoutS, budgetS: Math.max(30, timeoutS - 60) };
}

/** Properties of {@link HolderReconciler}. */
export interface HolderReconcilerProps {
  /** Firebase project whose Firestore holds the holder feed. */
  readonly firebaseProjectId: string;
  /** Firebase Auth uid of the administrator (the shared handler configuration requires it). */
  readonly adminUid: string;
  /** Secret holding the service-account JSON key. */
  readonly serviceAccountSecret: secretsmanager.ISecret;
  /** Secret holding the Solana JSON-RPC URL (it may carry an API key): read by this function and the two facts routes only. */
  readonly rpcUrlSecret: secretsmanager.ISecret;
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
  /** Folder the entry is relative to. @default the repository root */
  readonly projectRoot?: string;
  /** Share of holders the count may lose between two runs before an answer is refused. @default 0.25 */
  readonly maxDropShare?: number;
  /** Provider credits a month the reconciler may spend (runs are skipped beyond it). @default no limit */
  readonly rpcMonthlyCredits?: number;
  /** Credits of one getProgramAccounts call. @default 10 */
  readonly rpcCreditsPerCall?: number;
  /** Days the function's logs are kept. @default 30 */
  readonly logRetention?: logs.RetentionDays;
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
    const { timeoutS, budgetS } = reconcilerTimeouts(interval);

    this.scheduled = new ScheduledFunction(this, 'Default', {
      entry: RECONCILER_ENTRY,
      projectRoot: props.projectRoot,
      description: 'Holder reconciliation over Solana JSON-RPC (scheduled)',
      roleDescription: 'Scheduled holder reconciliation',
      logRetention: props.logRetention,
      secrets: [props.serviceAccountSecret, props.rpcUrlSecret],
      // Two million holders peaked at about 700 MB RSS in npm run bench:holders: 1 GB leaves headroom.
      memorySize: RECONCILER_MEMORY_MB,
      // getProgramAccounts of a popular mint streams for tens of seconds; a run stops at its next
      // checkpoint after RECONCILE_BUDGET_MS and the next run goes on.
      timeout: Duration.seconds(timeoutS),
      environment: {
        FIREBASE_PROJECT_ID: props.firebaseProjectId,
        ADMIN_UID: props.adminUid,
        FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: props.serviceAccountSecret.secretArn,
        SOLANA_RPC_URL_SECRET_ARN: props.rpcUrlSecret.secretArn,
        TOKEN_MINT: props.tokenMint,
        RPC_TIMEOUT_MS: String((timeoutS / 2) * 1000),
        RECONCILE_BUDGET_MS: String(budgetS * 1000),
        HOLDER_MAX_DROP_SHARE: String(props.maxDropShare ?? 0.25),
        HOLDER_FULL_SCAN_MINUTES: String(props.fullScanMinutes ?? 120),
        HOLDER_RPC_CREDITS_PER_CALL: String(props.rpcCreditsPerCall ?? 10),
        ...(props.rpcMonthlyCredits ? { HOLDER_RPC_MONTHLY_CREDITS: String(props.rpcMonthlyCredits) } : {}),
        TOKEN_DECIMALS: String(props.holderStats?.decimals ?? 0),
        HOLDER_LABELS: JSON.stringify(props.holderStats?.labelled ?? []),
      },
      schedules: [
        {
          id: 'Schedule',
          description: 'Runs the holder reconciliation',
          schedule: events.Schedule.rate(interval),
        },
      ],
      // No retries: a failed run is logged and counted, and the next scheduled run does the same work; a
      // retry a minute or two later could also overlap it.
      retryAttempts: 0,
      maxEventAge: Duration.minutes(1),
    });
    this.function = this.scheduled.fn;
    this.rule = this.scheduled.rule('Schedule');
  }
}
