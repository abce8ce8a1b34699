import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ScheduledFunction } from '../scheduled-function/scheduled-function';

/** The purge function's handler, relative to the project root. */
export const BIN_PURGE_HANDLER_ENTRY = 'lambdas/functions/purge-bin.ts';

/** Properties of {@link BinPurge}. */
export interface BinPurgeProps {
  /** Firebase project whose bin is purged. */
  readonly firebaseProjectId: string;
  /** Secret holding the service-account JSON key; the function may read it. */
  readonly serviceAccountSecret: secretsmanager.ISecret;
  /** Hour (UTC) of the daily purge. @default 4 */
  readonly hourUtc?: number;
  /** Folder the handler entry is relative to. @default the repository root */
  readonly projectRoot?: string;
  /** Days the function's logs are kept. @default 30 */
  readonly logRetention?: logs.RetentionDays;
}

/**
 * The bin's schedule: once a day, a function deletes for good the deleted entries whose window
 * (`BIN_RETENTION_DAYS`, set when they were deleted) has passed, each with its history record.
 */
export class BinPurge extends Construct {
  /** The scheduled function: the purge function, its role, log group and schedule. */
  public readonly scheduled: ScheduledFunction;
  /** The purge function. */
  public readonly function: nodejs.NodejsFunction;
  /** The daily schedule. */
  public readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: BinPurgeProps) {
    super(scope, id);
    const hourUtc = props.hourUtc ?? 4;
    if (!Number.isInteger(hourUtc) || hourUtc < 0 || hourUtc > 23) {
      throw new Error(`BinPurge: hourUtc must be a whole hour from 0 to 23 (got ${hourUtc})`);
    }
    // Its own role: write its log group and read the service-account secret. Nothing else.
    this.scheduled = new ScheduledFunction(this, 'Default', {
      entry: BIN_PURGE_HANDLER_ENTRY,
      projectRoot: props.projectRoot,
      description: 'Purges the content bin entries whose window has passed',
      roleDescription: 'Bin purge function',
      logRetention: props.logRetention,
      secrets: [props.serviceAccountSecret],
      // At most 200 entries a run, in one transaction: a few seconds at most.
      timeout: Duration.minutes(1),
      environment: {
        FIREBASE_PROJECT_ID: props.firebaseProjectId,
        FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: props.serviceAccountSecret.secretArn,
      },
      schedules: [
        {
          id: 'Daily',
          description: 'Daily purge of the content bin',
          schedule: events.Schedule.cron({ minute: '30', hour: String(hourUtc) }),
        },
      ],
    });
    this.function = this.scheduled.fn;
    this.rule = this.scheduled.rule('Daily');
  }
}
