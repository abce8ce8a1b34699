import { Duration, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/fixtures';
import { HolderReconciler } from './holder-reconciler';

// biome-ignore lint/suspicious/noExplicitAny: template resources are untyped JSON.
type Resource = { Properties: Record<string, any> };
const MINT = 'F6fxEEd78Fq7nRfYEpqaNSVqdmgiPtk81urtUf3aHiJQ';

describe('HolderReconciler', () => {
  let template: Template;

  beforeAll(() => {
    const stack = new Stack(testApp(), 'ReconcilerTest');
    new HolderReconciler(stack, 'Reconciler', {
      firebaseProjectId: 'token-site-test',
      adminUid: 'Xk2adminUid0001',
      serviceAccountSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Account', 'site/service-account'),
      rpcUrlSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Rpc', 'site/solana-rpc-url'),
      tokenMint: MINT,
      interval: Duration.minutes(3),
    });
    template = Template.fromStack(stack);
  });

  it('runs the function on the schedule, without retries (the next run retries)', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(3 minutes)',
      Targets: [Match.objectLike({ RetryPolicy: { MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 60 } })],
    });
    // Nor does Lambda retry a failed run: a retry a minute later could overlap the next run.
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      MaximumRetryAttempts: 0,
      MaximumEventAgeInSeconds: 60,
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
    });
  });

  it('gives the function the mint and the secrets by ARN, never the RPC URL itself', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      // 30 s under the 3-minute interval: two runs never overlap.
      Timeout: 150,
      MemorySize: 1024,
      Environment: {
        Variables: {
          FIREBASE_PROJECT_ID: 'token-site-test',
          ADMIN_UID: 'Xk2adminUid0001',
          TOKEN_MINT: MINT,
          RPC_TIMEOUT_MS: '75000',
          RECONCILE_BUDGET_MS: '90000',
          HOLDER_MAX_DROP_SHARE: '0.25',
          HOLDER_WITNESS_TOLERANCE: '0.01',
          HOLDER_SUPPLY_TOLERANCE_SHARE: '0.01',
          HOLDER_FULL_SCAN_MINUTES: '120',
          HOLDER_RPC_CREDITS_PER_CALL: '10',
          POWERTOOLS_SERVICE_NAME: 'reconcile-holders',
          POWERTOOLS_METRICS_NAMESPACE: 'CommunityTokenSite',
          POWERTOOLS_LOG_LEVEL: 'INFO',
          FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: Match.anyValue(),
          SOLANA_RPC_URL_SECRET_ARN: Match.anyValue(),
        },
      },
    });
    expect(JSON.stringify(template.toJSON())).not.toMatch(/SOLANA_RPC_URL"|EMULATOR_HOST|LOCAL_STACK/);
  });

  it('gives the function the decimals and labelled addresses of site.supply for the holder distribution', () => {
    const stack = new Stack(testApp(), 'ReconcilerStatsTest');
    const labelled = [
      { kind: 'burn', label: 'Burn address', address: '1nc1nerator11111111111111111111111111111111' },
    ];
    new HolderReconciler(stack, 'Reconciler', {
      firebaseProjectId: 'token-site-test',
      adminUid: 'Xk2adminUid0001',
      serviceAccountSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Account', 'site/service-account'),
      rpcUrlSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Rpc', 'site/solana-rpc-url'),
      tokenMint: MINT,
      holderStats: { decimals: 6, labelled },
    });
    Template.fromStack(stack).hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: { TOKEN_DECIMALS: '6', HOLDER_LABELS: JSON.stringify(labelled) } },
    });
    // Without them: no labels, whole raw units.
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: { TOKEN_DECIMALS: '0', HOLDER_LABELS: '[]' } },
    });
  });

  it('lets the function write its own logs and read its two secrets, nothing more', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as Resource[];
    expect(policies).toHaveLength(1);
    const statements = policies[0]?.Properties.PolicyDocument.Statement as {
      Action: string[];
      Resource: unknown;
    }[];
    expect(statements).toHaveLength(2);
    const secrets = statements.find((s) => s.Action.includes('secretsmanager:GetSecretValue'));
    expect(secrets?.Action).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
    const resources = (secrets?.Resource ?? []) as unknown[];
    expect(resources.map((r) => JSON.stringify(r))).toEqual([
      expect.stringContaining(':secret:site/service-account-??????'),
      expect.stringContaining(':secret:site/solana-rpc-url-??????'),
    ]);
    expect(statements).toContainEqual(
      expect.objectContaining({
        Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        Resource: { 'Fn::GetAtt': [expect.stringMatching(/Logs/), 'Arn'] },
      }),
    );
    template.resourcePropertiesCountIs('AWS::IAM::Role', { ManagedPolicyArns: Match.anyValue() }, 0);
  });

  it('passes the drop share, the two tolerances and the RPC credit budget, and caps the timeout at 4 minutes', () => {
    const stack = new Stack(testApp(), 'Budgeted');
    new HolderReconciler(stack, 'Reconciler', {
      firebaseProjectId: 'token-site-test',
      adminUid: 'u',
      serviceAccountSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Account', 'a'),
      rpcUrlSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Rpc', 'r'),
      tokenMint: MINT,
      interval: Duration.minutes(10),
      maxDropShare: 0.4,
      witnessTolerance: 0.02,
      supplyToleranceShare: 0.005,
      fullScanMinutes: 0,
      rpcMonthlyCredits: 200_000,
    });
    Template.fromStack(stack).hasResourceProperties('AWS::Lambda::Function', {
      Timeout: 240,
      Environment: {
        Variables: Match.objectLike({
          HOLDER_MAX_DROP_SHARE: '0.4',
          HOLDER_WITNESS_TOLERANCE: '0.02',
          HOLDER_SUPPLY_TOLERANCE_SHARE: '0.005',
          HOLDER_FULL_SCAN_MINUTES: '0',
          HOLDER_RPC_MONTHLY_CREDITS: '200000',
          RECONCILE_BUDGET_MS: '180000',
        }),
      },
    });
  });

  it('refuses an interval under a minute', () => {
    const stack = new Stack(testApp(), 'TooFast');
    expect(
      () =>
        new HolderReconciler(stack, 'Reconciler', {
          firebaseProjectId: 'token-site-test',
          adminUid: 'u',
          serviceAccountSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Account', 'a'),
          rpcUrlSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Rpc', 'r'),
          tokenMint: MINT,
          interval: Duration.seconds(30),
        }),
    ).toThrow('HolderReconciler: interval must be at least one minute');
  });

  it('gives a second provider’s URL secret, when named, to this function alone, by ARN (ADR 35)', () => {
    const stack = new Stack(testApp(), 'WitnessTest');
    new HolderReconciler(stack, 'Reconciler', {
      firebaseProjectId: 'token-site-test',
      adminUid: 'Xk2adminUid0001',
      serviceAccountSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Account', 'site/service-account'),
      rpcUrlSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Rpc', 'site/solana-rpc-url'),
      witnessRpcUrlSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Witness', 'site/witness-rpc-url'),
      tokenMint: MINT,
    });
    const witnessed = Template.fromStack(stack);
    const [fn] = Object.values(witnessed.findResources('AWS::Lambda::Function')) as Resource[];
    const variables = fn?.Properties.Environment.Variables as Record<string, unknown>;
    expect(JSON.stringify(variables.SOLANA_WITNESS_RPC_URL_SECRET_ARN)).toContain(
      ':secret:site/witness-rpc-url',
    );
    expect(variables).not.toHaveProperty('SOLANA_WITNESS_RPC_URL');
    const [policy] = Object.values(witnessed.findResources('AWS::IAM::Policy')) as Resource[];
    expect(JSON.stringify(policy?.Properties.PolicyDocument)).toContain(
      ':secret:site/witness-rpc-url-??????',
    );
    // Without one: no variable, as before.
    const [plain] = Object.values(template.findResources('AWS::Lambda::Function')) as Resource[];
    expect(plain?.Properties.Environment.Variables).not.toHaveProperty('SOLANA_WITNESS_RPC_URL_SECRET_ARN');
  });
});
