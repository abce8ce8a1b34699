import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { PROJECT_ROOT } from '../api/api';
import { handlerBundling, LAMBDA_RUNTIME } from '../api/bundling';

/** The reconciler's handler file, relative to the project root. */
export const RECONCILER_ENTRY = 'lambdas/functions/reconcile-holders.ts';

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
  /** Folder the entry is relative to. @default the repository root */
  readonly projectRoot?: string;
  /** Days the function's logs are kept. @default 30 */
  readonly logRetention?: logs.RetentionDays;
}

/**
 * The scheduled holder reconciliation: an EventBridge rule runs a Lambda that reads every token
 * account of the mint over Solana JSON-RPC, records the holders the webhook missed and stores the
 * holder count. Its role may write its own logs and read its two secrets, nothing else.
 */
export class HolderReconciler extends Construct {
  /** The reconciler function. */
  public readonly function: nodejs.NodejsFunction;
  /** The schedule. */
  public readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: HolderReconcilerProps) {
    super(scope, id);
    const interval = props.interval ?? Duration.minutes(5);
    if (interval.toSeconds() < 60) throw new Error('HolderReconciler: interval must be at least one minute');
    const projectRoot = props.projectRoot ?? PROJECT_ROOT;

    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.logRetention ?? logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Scheduled holder reconciliation',
    });
    logGroup.grantWrite(role);
    props.serviceAccountSecret.grantRead(role);
    props.rpcUrlSecret.grantRead(role);

    this.function = new nodejs.NodejsFunction(this, 'Function', {
      entry: join(projectRoot, RECONCILER_ENTRY),
      handler: 'handler',
      projectRoot,
      depsLockFilePath: join(projectRoot, 'package-lock.json'),
      description: 'Holder reconciliation over Solana JSON-RPC (scheduled)',
      runtime: LAMBDA_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      // getProgramAccounts of a popular mint can take tens of seconds; the RPC timeout is half of this.
      timeout: Duration.minutes(2),
      tracing: lambda.Tracing.DISABLED,
      bundling: handlerBundling(),
      environment: {
        FIREBASE_PROJECT_ID: props.firebaseProjectId,
        ADMIN_UID: props.adminUid,
        FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: props.serviceAccountSecret.secretArn,
        SOLANA_RPC_URL_SECRET_ARN: props.rpcUrlSecret.secretArn,
        TOKEN_MINT: props.tokenMint,
        RPC_TIMEOUT_MS: '60000',
        TOKEN_DECIMALS: String(props.holderStats?.decimals ?? 0),
        HOLDER_LABELS: JSON.stringify(props.holderStats?.labelled ?? []),
      },
      logGroup,
      role,
    });

    this.rule = new events.Rule(this, 'Schedule', {
      description: 'Runs the holder reconciliation',
      schedule: events.Schedule.rate(interval),
    });
    // No retries: a failed run is logged and counted, and the next scheduled run does the same work.
    this.rule.addTarget(
      new targets.LambdaFunction(this.function, { retryAttempts: 0, maxEventAge: Duration.minutes(1) }),
    );
  }
}
