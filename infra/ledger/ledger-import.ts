import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ScheduledFunction } from '../scheduled-function/scheduled-function';

/** The import's handler file, relative to the project root. */
export const LEDGER_IMPORT_ENTRY = 'lambdas/functions/import-donation-ledger.ts';

/** Properties of {@link LedgerImport}. */
export interface LedgerImportProps {
  /** Firebase project whose Firestore holds the ledger. */
  readonly firebaseProjectId: string;
  /** Firebase Auth uid of the administrator (the shared handler configuration requires it). */
  readonly adminUid: string;
  /** Secret holding the service-account JSON key. */
  readonly serviceAccountSecret: secretsmanager.ISecret;
  /** Secret holding the Solana JSON-RPC URL (it may carry an API key). */
  readonly rpcUrlSecret: secretsmanager.ISecret;
  /** The donation wallet (base58). */
  readonly donationWallet: string;
  /** Time between two runs. @default 10 minutes */
  readonly interval?: Duration;
  /** RPC calls a second at most (the provider's rate limit, with room for the other functions). @default 8 */
  readonly rpcCallsPerSecond?: number;
  /** Folder the entry is relative to. @default the repository root */
  readonly projectRoot?: string;
  /** Days the function's logs are kept. @default 30 */
  readonly logRetention?: logs.RetentionDays;
}

/**
 * The donation ledger's scheduled import (ADR 22): a Lambda that reads the wallet's new transactions
 * over Solana JSON-RPC and stores them in Firestore; a first import of a long history goes on run
 * after run from its checkpoint (ADR 16). Its role may write its own logs and read its two secrets.
 */
export class LedgerImport extends Construct {
  public readonly scheduled: ScheduledFunction;

  constructor(scope: Construct, id: string, props: LedgerImportProps) {
    super(scope, id);
    const interval = props.interval ?? Duration.minutes(10);
    if (interval.toSeconds() < 120) throw new Error('LedgerImport: interval must be at least two minutes');
    // Always 30 s under the interval, so two runs never overlap; the run stops a minute before it.
    const timeoutS = Math.min(300, interval.toSeconds() - 30);
    const budgetS = timeoutS - 60;
    this.scheduled = new ScheduledFunction(this, 'Default', {
      entry: LEDGER_IMPORT_ENTRY,
      projectRoot: props.projectRoot,
      description: "Donation wallet's ledger import over Solana JSON-RPC (scheduled)",
      roleDescription: 'Scheduled donation ledger import',
      logRetention: props.logRetention,
      secrets: [props.serviceAccountSecret, props.rpcUrlSecret],
      // A page of 1,000 signatures and 100 transactions at a time: far under 512 MB at any history.
      memorySize: 512,
      timeout: Duration.seconds(timeoutS),
      environment: {
        FIREBASE_PROJECT_ID: props.firebaseProjectId,
        ADMIN_UID: props.adminUid,
        FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: props.serviceAccountSecret.secretArn,
        SOLANA_RPC_URL_SECRET_ARN: props.rpcUrlSecret.secretArn,
        DONATION_WALLET: props.donationWallet,
        RPC_TIMEOUT_MS: '20000',
        LEDGER_BUDGET_MS: String(budgetS * 1000),
        LEDGER_RPC_PER_SECOND: String(props.rpcCallsPerSecond ?? 8),
      },
      schedules: [
        {
          id: 'Schedule',
          description: "Brings the donation wallet's ledger up to date",
          schedule: events.Schedule.rate(interval),
        },
      ],
      // No retries: the next run goes on from the checkpoint; a retry could overlap it.
      retryAttempts: 0,
      maxEventAge: Duration.minutes(1),
    });
  }
}
