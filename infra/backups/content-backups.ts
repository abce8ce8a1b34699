import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { HISTORY_PREFIX, LATEST_KEY } from '../../lambdas/backups/backup-document';
import { ScheduledFunction } from '../scheduled-function/scheduled-function';

/** The backup function's handler, relative to the project root. */
export const BACKUP_HANDLER_ENTRY = 'lambdas/functions/backup-content.ts';

/** Properties of {@link ContentBackups}. */
export interface ContentBackupsProps {
  /** Firebase project whose content is backed up. */
  readonly firebaseProjectId: string;
  /** Secret holding the service-account JSON key; the function may read it. */
  readonly serviceAccountSecret: secretsmanager.ISecret;
  /** Days a backup is kept, and a replaced or deleted one stays recoverable as an old version. @default 90 */
  readonly retentionDays?: number;
  /** Hour (UTC) of the daily backup, written whether or not anything changed. @default 3 */
  readonly dailyHourUtc?: number;
  /** Minutes between checks that back up changed content after admin edits; 0 turns them off. @default 5 */
  readonly changeCheckMinutes?: number;
  /** Bucket receiving the backup bucket's S3 access logs. @default - no access logs */
  readonly accessLogsBucket?: s3.IBucket;
  /** Folder the handler entry is relative to. @default the repository root */
  readonly projectRoot?: string;
  /** Days the function's logs are kept. @default 30 */
  readonly logRetention?: logs.RetentionDays;
}

/**
 * Content backups: a private, encrypted, versioned, TLS-only bucket with a lifecycle rule, and a
 * function that exports the Firestore content to it daily and shortly after changes.
 */
export class ContentBackups extends Construct {
  /** The backup bucket. */
  public readonly bucket: s3.Bucket;
  /** The scheduled function: the export function, its role, log group and schedules. */
  public readonly scheduled: ScheduledFunction;
  /** The export function. */
  public readonly function: nodejs.NodejsFunction;
  /** The daily schedule. */
  public readonly dailyRule: events.Rule;
  /** The frequent change check, when enabled. */
  public readonly changeCheckRule?: events.Rule;

  constructor(scope: Construct, id: string, props: ContentBackupsProps) {
    super(scope, id);
    const retentionDays = props.retentionDays ?? 90;
    const dailyHourUtc = props.dailyHourUtc ?? 3;
    const changeCheckMinutes = props.changeCheckMinutes ?? 5;
    if (!Number.isInteger(retentionDays) || retentionDays < 1) {
      throw new Error(
        `ContentBackups: retentionDays must be a whole number of days, at least 1 (got ${retentionDays})`,
      );
    }
    if (!Number.isInteger(dailyHourUtc) || dailyHourUtc < 0 || dailyHourUtc > 23) {
      throw new Error(`ContentBackups: dailyHourUtc must be a whole hour from 0 to 23 (got ${dailyHourUtc})`);
    }
    if (!Number.isInteger(changeCheckMinutes) || changeCheckMinutes < 0) {
      throw new Error(
        `ContentBackups: changeCheckMinutes must be 0 (off) or a whole number of minutes (got ${changeCheckMinutes})`,
      );
    }

    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      // Every overwrite or delete keeps the previous version, recoverable for retentionDays.
      versioned: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      ...(props.accessLogsBucket
        ? { serverAccessLogsBucket: props.accessLogsBucket, serverAccessLogsPrefix: 'content-backups/' }
        : {}),
      lifecycleRules: [
        { id: 'ExpireBackups', prefix: HISTORY_PREFIX, expiration: Duration.days(retentionDays) },
        {
          id: 'ExpireOldVersions',
          noncurrentVersionExpiration: Duration.days(retentionDays),
          expiredObjectDeleteMarker: true,
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
      // The backups outlive the stack: deleting the stack must not delete the way back.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    if (!props.accessLogsBucket) {
      Validations.of(this.bucket).acknowledge({
        id: 'AwsSolutions::AwsSolutions-S1',
        reason: 'No log bucket was given to this construct; SiteStack gives the site log bucket.',
      });
    }

    const input = (mode: 'always' | 'if-changed') => events.RuleTargetInput.fromObject({ mode });
    // Its own role: write its log group, read the secret, write backups to this bucket. Nothing else.
    this.scheduled = new ScheduledFunction(this, 'Default', {
      entry: BACKUP_HANDLER_ENTRY,
      projectRoot: props.projectRoot,
      description: 'Exports the site content from Firestore to the backup bucket',
      roleDescription: 'Content backup function',
      logRetention: props.logRetention,
      secrets: [props.serviceAccountSecret],
      // Reading ~30 documents and two uploads take about a second; retries with backoff fit well within.
      timeout: Duration.minutes(1),
      environment: {
        FIREBASE_PROJECT_ID: props.firebaseProjectId,
        BACKUP_BUCKET: this.bucket.bucketName,
        FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: props.serviceAccountSecret.secretArn,
      },
      schedules: [
        {
          id: 'Daily',
          description: 'Daily content backup',
          schedule: events.Schedule.cron({ minute: '0', hour: String(dailyHourUtc) }),
          input: input('always'),
        },
        ...(changeCheckMinutes > 0
          ? [
              {
                id: 'ChangeCheck',
                description: 'Content backup when the content changed since the last one',
                schedule: events.Schedule.rate(Duration.minutes(changeCheckMinutes)),
                input: input('if-changed'),
              },
            ]
          : []),
      ],
    });
    this.function = this.scheduled.fn;
    const { role } = this.scheduled;
    const history = this.bucket.arnForObjects(`${HISTORY_PREFIX}*`);
    const latest = this.bucket.arnForObjects(LATEST_KEY);
    role.addToPolicy(new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: [history, latest] }));
    // The change check reads latest.json's metadata; listing lets a missing latest.json answer 404, not 403.
    role.addToPolicy(new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [latest] }));
    role.addToPolicy(
      new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [this.bucket.bucketArn] }),
    );
    Validations.of(role).acknowledge({
      id: `AwsSolutions::AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(this.bucket.node.defaultChild as s3.CfnBucket)}.Arn>/${HISTORY_PREFIX}*]`,
      reason:
        'Each backup is a new object under backups/ (time-sorted keys): put on that prefix of this one bucket only.',
    });

    this.dailyRule = this.scheduled.rule('Daily');
    if (changeCheckMinutes > 0) this.changeCheckRule = this.scheduled.rule('ChangeCheck');
  }
}
