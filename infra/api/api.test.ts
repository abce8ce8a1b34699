import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../lambdas/routes';
import { testApp } from '../test/fixtures';
import { Api } from './api';

// biome-ignore lint/suspicious/noExplicitAny: template resources are untyped JSON.
type Resource = { Properties: Record<string, any> };

describe('Api', () => {
  let template: Template;
  let functions: Resource[];

  beforeAll(() => {
    const stack = new Stack(testApp(), 'ApiTest');
    new Api(stack, 'Api', {
      firebaseProjectId: 'token-site-test',
      adminUid: 'Xk2adminUid0001',
      serviceAccountSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Secret', 'site/service-account'),
      routeSecrets: {
        HOLDER_WEBHOOK_SECRET: secretsmanager.Secret.fromSecretNameV2(
          stack,
          'Webhook',
          'site/holder-webhook',
        ),
        SOLANA_RPC_URL_SECRET: secretsmanager.Secret.fromSecretNameV2(stack, 'Rpc', 'site/solana-rpc-url'),
      },
      environment: {
        TOKEN_MINT: 'F6fxEEd78Fq7nRfYEpqaNSVqdmgiPtk81urtUf3aHiJQ',
        DONATION_WALLET: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      },
      rateLimit: 20,
      burstLimit: 40,
    });
    template = Template.fromStack(stack);
    functions = Object.values(template.findResources('AWS::Lambda::Function')) as Resource[];
  });

  it('has one function per route, on the newest Node runtime, arm64, 512 MB, 10 s, no tracing', () => {
    expect(functions).toHaveLength(ROUTES.length);
    for (const fn of functions) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        MemorySize: 512,
        Timeout: 10,
        Handler: 'index.handler',
      });
      expect(fn.Properties.TracingConfig).toBeUndefined();
      expect(fn.Properties.ReservedConcurrentExecutions).toBeUndefined();
    }
    expect(functions.map((f) => f.Properties.Description).sort()).toEqual(
      ROUTES.map((r) => `${r.method} ${r.path}`).sort(),
    );
  });

  it('routes each method and path to its function', () => {
    const routeKeys = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map(
      (r) => (r as Resource).Properties.RouteKey,
    );
    expect(routeKeys.sort()).toEqual(ROUTES.map((r) => `${r.method} ${r.path}`).sort());
  });

  it('gives every function the deployed configuration and never an emulator switch', () => {
    for (const fn of functions) {
      const env = fn.Properties.Environment.Variables as Record<string, unknown>;
      const webhook = fn.Properties.Description === 'POST /api/new-holders/webhook';
      const facts = (fn.Properties.Description as string).startsWith('GET /api/facts/');
      expect(Object.keys(env).sort()).toEqual(
        [
          'ADMIN_UID',
          'DONATION_WALLET',
          'FIREBASE_PROJECT_ID',
          'FIREBASE_SERVICE_ACCOUNT_SECRET_ARN',
          'TOKEN_MINT',
          ...(webhook ? ['HOLDER_WEBHOOK_SECRET_ARN'] : []),
          ...(facts ? ['SOLANA_RPC_URL_SECRET_ARN'] : []),
        ].sort(),
      );
      expect(env).toMatchObject({
        FIREBASE_PROJECT_ID: 'token-site-test',
        ADMIN_UID: 'Xk2adminUid0001',
      });
      expect(JSON.stringify(env.FIREBASE_SERVICE_ACCOUNT_SECRET_ARN)).toContain(
        ':secret:site/service-account',
      );
      for (const forbidden of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST', 'LOCAL_STACK']) {
        expect(env).not.toHaveProperty(forbidden);
      }
    }
    expect(JSON.stringify(template.toJSON())).not.toMatch(/EMULATOR_HOST|LOCAL_STACK/);
  });

  it('lets each function read the secret and write its own logs, nothing more', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as Resource[];
    expect(policies).toHaveLength(ROUTES.length);
    for (const policy of policies) {
      const statements = policy.Properties.PolicyDocument.Statement as {
        Action: string[];
        Resource: unknown;
      }[];
      expect(statements).toHaveLength(2);
      // One statement for the secrets: the service account for all, the webhook secret for the webhook
      // only, the RPC URL for the two facts routes only.
      const secrets = statements.find((s) => s.Action.includes('secretsmanager:GetSecretValue'));
      expect(secrets?.Action).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
      const granted = JSON.stringify(secrets?.Resource);
      expect(granted).toContain(':secret:site/service-account-??????');
      const webhook = granted.includes(':secret:site/holder-webhook-??????');
      const rpc = granted.includes(':secret:site/solana-rpc-url-??????');
      const resources = secrets?.Resource;
      expect(Array.isArray(resources) ? resources.length : 1).toBe(1 + Number(webhook) + Number(rpc));
      expect(statements).toContainEqual(
        expect.objectContaining({
          Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          Resource: { 'Fn::GetAtt': [expect.stringMatching(/Logs/), 'Arn'] },
        }),
      );
    }
    template.resourcePropertiesCountIs('AWS::IAM::Role', { ManagedPolicyArns: Match.anyValue() }, 0);
    const withWebhookSecret = policies.filter((p) => JSON.stringify(p).includes('site/holder-webhook'));
    expect(withWebhookSecret).toHaveLength(1);
    const withRpcUrl = policies.filter((p) => JSON.stringify(p).includes('site/solana-rpc-url'));
    expect(withRpcUrl.map((p) => JSON.stringify(p.Properties.Roles))).toEqual([
      expect.stringContaining('TokenFactsRole'),
      expect.stringContaining('DonationWalletFactsRole'),
    ]);
  });

  it('throttles the stage so abuse gets 429, and logs access without headers', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
    const format = (Object.values(template.findResources('AWS::ApiGatewayV2::Stage'))[0] as Resource)
      .Properties.AccessLogSettings.Format as string;
    expect(format).not.toMatch(/authorization|header/i);
  });

  it('keeps logs for a month', () => {
    template.resourcePropertiesCountIs('AWS::Logs::LogGroup', { RetentionInDays: 30 }, ROUTES.length + 1);
  });
});

describe('Api route secrets', () => {
  it('refuses a route whose secret was not given', () => {
    const stack = new Stack(testApp(), 'NoSecret');
    expect(
      () =>
        new Api(stack, 'Api', {
          firebaseProjectId: 'token-site-test',
          adminUid: 'u',
          serviceAccountSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Secret', 's'),
          routes: ROUTES.filter((r) => r.secrets),
        }),
    ).toThrow('Api: routes need secrets that were not given: HOLDER_WEBHOOK_SECRET, SOLANA_RPC_URL_SECRET');
  });
});

describe('Api entries', () => {
  it('names the handler files that are missing', () => {
    const stack = new Stack(new App(), 'Missing');
    expect(
      () =>
        new Api(stack, 'Api', {
          firebaseProjectId: 'token-site-test',
          adminUid: 'u',
          serviceAccountSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Secret', 's'),
          projectRoot: '/nonexistent',
        }),
    ).toThrow(/handler files missing under \/nonexistent: lambdas\/functions\/ping\.ts, /);
  });
});
