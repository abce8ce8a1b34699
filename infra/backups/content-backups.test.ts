import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/fixtures';
import { ContentBackups, type ContentBackupsProps } from './content-backups';

// biome-ignore lint/suspicious/noExplicitAny: template resources are untyped JSON.
type Resource = { Properties: Record<string, any> };

function synth(props: Partial<ContentBackupsProps> = {}) {
  const stack = new Stack(testApp(), 'BackupsTest');
  const backups = new ContentBackups(stack, 'Backups', {
    firebaseProjectId: 'token-site-test',
    serviceAccountSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Secret', 'site/service-account'),
    accessLogsBucket: new s3.Bucket(stack, 'Logs'),
    ...props,
  });
  return { template: Template.fromStack(stack), backups, stack };
}

describe('ContentBackups', () => {
  let template: Template;
  let bucketId: string;

  beforeAll(() => {
    const synthesized = synth();
    template = synthesized.template;
    bucketId = synthesized.stack.getLogicalId(synthesized.backups.bucket.node.defaultChild as s3.CfnBucket);
  });

  it('keeps backups in a private, encrypted, versioned bucket that outlives the stack', () => {
    template.hasResource('AWS::S3::Bucket', {
      Properties: Match.objectLike({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        VersioningConfiguration: { Status: 'Enabled' },
        LoggingConfiguration: { DestinationBucketName: Match.anyValue(), LogFilePrefix: 'content-backups/' },
      }),
      DeletionPolicy: 'Retain',
    });
  });

  it('refuses any request without TLS 1.2 or newer', () => {
    const policy = Object.values(template.findResources('AWS::S3::BucketPolicy')).find(
      (p) => (p as Resource).Properties.Bucket?.Ref === bucketId,
    ) as Resource;
    const statements = policy.Properties.PolicyDocument.Statement as Record<string, unknown>[];
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { NumericLessThan: { 's3:TlsVersion': 1.2 } } }),
    );
  });

  it('expires backups and old versions after the retention period', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Id: 'ExpireBackups',
            Prefix: 'backups/',
            ExpirationInDays: 90,
            Status: 'Enabled',
          }),
          Match.objectLike({
            Id: 'ExpireOldVersions',
            NoncurrentVersionExpiration: { NoncurrentDays: 90 },
            ExpiredObjectDeleteMarker: true,
            AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
          }),
        ]),
      },
    });
  });

  it('runs the function daily (always) and every few minutes (only after a change)', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(0 3 * * ? *)',
      Targets: [
        Match.objectLike({
          Input: JSON.stringify({ mode: 'always' }),
          RetryPolicy: { MaximumRetryAttempts: 2 },
        }),
      ],
    });
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      Targets: [Match.objectLike({ Input: JSON.stringify({ mode: 'if-changed' }) })],
    });
  });

  it('gives the function the project, the bucket and the secret, and no emulator switch', () => {
    const [fn] = Object.values(template.findResources('AWS::Lambda::Function')) as Resource[];
    expect(fn?.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], Timeout: 60 });
    const env = fn?.Properties.Environment.Variables as Record<string, unknown>;
    expect(Object.keys(env).sort()).toEqual([
      'BACKUP_BUCKET',
      'FIREBASE_PROJECT_ID',
      'FIREBASE_SERVICE_ACCOUNT_SECRET_ARN',
      'POWERTOOLS_LOG_LEVEL',
      'POWERTOOLS_METRICS_NAMESPACE',
      'POWERTOOLS_SERVICE_NAME',
    ]);
    expect(env.POWERTOOLS_SERVICE_NAME).toBe('backup-content');
    expect(env.BACKUP_BUCKET).toEqual({ Ref: bucketId });
    expect(JSON.stringify(template.toJSON())).not.toMatch(/EMULATOR_HOST|LOCAL_STACK|S3_ENDPOINT/);
  });

  it('lets the function write backups to this bucket, read the secret and write its logs, nothing more', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as Resource[];
    expect(policies).toHaveLength(1);
    const statements = policies[0]?.Properties.PolicyDocument.Statement as {
      Action: unknown;
      Resource: unknown;
    }[];
    const object = (key: string) => ({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, `/${key}`]] });
    expect(statements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Action: 's3:PutObject',
          Resource: [object('backups/*'), object('latest.json')],
        }),
        expect.objectContaining({ Action: 's3:GetObject', Resource: object('latest.json') }),
        expect.objectContaining({ Action: 's3:ListBucket', Resource: { 'Fn::GetAtt': [bucketId, 'Arn'] } }),
        expect.objectContaining({
          Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
        }),
        expect.objectContaining({ Action: ['logs:CreateLogStream', 'logs:PutLogEvents'] }),
      ]),
    );
    expect(statements).toHaveLength(5);
    expect(JSON.stringify(statements)).not.toMatch(/s3:\*|s3:Delete|"\*"/);
    template.resourcePropertiesCountIs('AWS::IAM::Role', { ManagedPolicyArns: Match.anyValue() }, 0);
  });

  it('takes the retention, the hour and the check interval, and can turn the checks off', () => {
    const { template: custom } = synth({ retentionDays: 30, dailyHourUtc: 22, changeCheckMinutes: 0 });
    custom.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ ExpirationInDays: 30 })]) },
    });
    custom.resourceCountIs('AWS::Events::Rule', 1);
    custom.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: 'cron(0 22 * * ? *)' });
  });

  it('names a bad setting', () => {
    expect(() => synth({ dailyHourUtc: 24 })).toThrow(
      /dailyHourUtc must be a whole hour from 0 to 23 \(got 24\)/,
    );
    expect(() => synth({ retentionDays: 0 })).toThrow(/retentionDays/);
  });
});
