import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { beforeAll, describe, expect, it } from 'vitest';
import { METRICS_NAMESPACE } from '../../lambdas/platform/observability/metric-names';
import { databaseIdentity, ROUTES } from '../../lambdas/routes';
import { identityKeys, testApp } from '../test/fixtures';
import { Api, DEFAULT_ROUTE_THROTTLES } from './api';

const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());

const ORIGIN_VERSION = '11111111-1111-4111-8111-111111111111';
const ORIGIN_VALUE = `{{resolve:secretsmanager:site/origin-secret:SecretString:::${ORIGIN_VERSION}}}`;

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
      serviceAccountSecrets: identityKeys(stack),
      originSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Origin', 'site/origin-secret'),
      originHeaderValue: ORIGIN_VALUE,
      originSecretVersion: ORIGIN_VERSION,
      routeSecrets: {
        HOLDER_WEBHOOK_SECRET: secretsmanager.Secret.fromSecretNameV2(
          stack,
          'Webhook',
          'site/holder-webhook',
        ),
        DONATION_WEBHOOK_SECRET: secretsmanager.Secret.fromSecretNameV2(
          stack,
          'DonationWebhook',
          'site/donation-webhook',
        ),
        SOLANA_RPC_URL_SECRET: secretsmanager.Secret.fromSecretNameV2(stack, 'RpcUrl', 'site/solana-rpc-url'),
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
      const description = fn.Properties.Description as string;
      const route = ROUTES.find((r) => `${r.method} ${r.path}` === description);
      // The holder feed's identity (both webhooks) opens the chain database alone (ADR 37).
      const webhook = route?.database === 'holder-feed';
      const noDatabase = route?.database === false;
      expect(Object.keys(env).sort()).toEqual(
        [
          'ADMIN_UID',
          'DONATION_WALLET',
          'FIREBASE_PROJECT_ID',
          ...(noDatabase
            ? ['DATABASE']
            : ['FIREBASE_SERVICE_ACCOUNT_SECRET_ARN', 'CHAIN_DATABASE', 'FACTS_DATABASE']),
          ...(webhook ? ['DATABASE'] : []),
          'ORIGIN_SECRET_ARN',
          'ORIGIN_SECRET_VERSION',
          'POWERTOOLS_LOG_LEVEL',
          'POWERTOOLS_METRICS_NAMESPACE',
          'POWERTOOLS_SERVICE_NAME',
          'TOKEN_MINT',
          // Each route's own secrets; the RPC URL only the Action's POST holds (ADR 11, "Amendment: the
          // Action's blockhash"): the facts routes answer what the watches stored.
          ...(route?.secrets ?? []).map((name) => `${name}_ARN`),
        ].sort(),
      );
      expect(env).toMatchObject({
        FIREBASE_PROJECT_ID: 'token-site-test',
        ADMIN_UID: 'Xk2adminUid0001',
        // Powertools: the route table's name, the metrics namespace, and INFO unless the Api is told otherwise.
        POWERTOOLS_SERVICE_NAME: route?.name,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        POWERTOOLS_LOG_LEVEL: 'INFO',
      });
      if (noDatabase) expect(env.DATABASE).toBe('none');
      else expect(env.CHAIN_DATABASE).toBe('chain');
      // ADR 37: the holder feed's identity is granted the chain database alone; its function opens no other.
      if (route && databaseIdentity(route) === 'holder-feed') expect(env.DATABASE).toBe('chain');
      if (noDatabase) expect(env.DATABASE).toBe('none');
      else
        expect(JSON.stringify(env.FIREBASE_SERVICE_ACCOUNT_SECRET_ARN)).toContain(
          `:secret:site/${route && databaseIdentity(route)}-key`,
        );
      expect(JSON.stringify(env.ORIGIN_SECRET_ARN)).toContain(':secret:site/origin-secret');
      // The version CloudFront sends: the functions accept it and the current value, no other.
      expect(env.ORIGIN_SECRET_VERSION).toBe(ORIGIN_VERSION);
      for (const forbidden of [
        'FIRESTORE_EMULATOR_HOST',
        'FIREBASE_AUTH_EMULATOR_HOST',
        'LOCAL_STACK',
        'ORIGIN_SECRET',
      ]) {
        expect(env).not.toHaveProperty(forbidden);
      }
    }
    expect(JSON.stringify(template.toJSON())).not.toMatch(/EMULATOR_HOST|LOCAL_STACK/);
  });

  /** The secrets each route's role may read, by route name, from the synthesized policies. */
  function grantedSecrets(): Map<string, string[]> {
    const granted = new Map<string, string[]>();
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as Resource[];
    for (const policy of policies) {
      const role = JSON.stringify(policy.Properties.Roles);
      // The longest name that matches: 'AdminListChartLinksRole' also contains 'ListChartLinksRole'.
      const route = ROUTES.filter((r) => role.includes(`${pascal(r.name)}Role`)).sort(
        (a, b) => b.name.length - a.name.length,
      )[0];
      if (!route) throw new Error(`a policy for no route: ${role}`);
      const statement = (
        policy.Properties.PolicyDocument.Statement as { Action: string[]; Resource: unknown }[]
      ).find((s) => s.Action.includes('secretsmanager:GetSecretValue'));
      const text = JSON.stringify(statement?.Resource ?? []);
      granted.set(
        route.name,
        [
          'reader-key',
          'holder-feed-key',
          'admin-key',
          'origin-secret',
          'holder-webhook',
          'donation-webhook',
          'solana-rpc-url',
        ].filter((name) => text.includes(`:secret:site/${name}-??????`)),
      );
    }
    return granted;
  }

  it('lets each function read only the secrets it uses (least privilege)', () => {
    const granted = grantedSecrets();
    expect(granted.size).toBe(ROUTES.length);
    // ping never opens Firestore: it cannot read any service-account key. The facts routes read what the
    // watches stored with the read-only key, and never the RPC URL (ADR 11, "Amendment: no RPC call on a
    // visitor's request").
    expect(granted.get('ping')).toEqual(['origin-secret']);
    for (const name of ['token-facts', 'donation-wallet-facts', 'donation-wallet-control']) {
      expect(granted.get(name), name).toEqual(['reader-key', 'origin-secret']);
    }
    for (const route of ROUTES) {
      const identity = databaseIdentity(route);
      const expected = [
        ...(identity ? [`${identity}-key`] : []),
        'origin-secret',
        ...(route.secrets?.includes('HOLDER_WEBHOOK_SECRET') ? ['holder-webhook'] : []),
        ...(route.secrets?.includes('DONATION_WEBHOOK_SECRET') ? ['donation-webhook'] : []),
        ...(route.secrets?.includes('SOLANA_RPC_URL_SECRET') ? ['solana-rpc-url'] : []),
      ];
      expect(granted.get(route.name), route.name).toEqual(expected);
    }
  });

  it('gives the RPC URL to the donation Action’s POSTs alone among the routes, and each webhook its own secret', () => {
    const granted = grantedSecrets();
    const holders = (secret: string) =>
      [...granted].filter(([, secrets]) => secrets.includes(secret)).map(([name]) => name);
    expect(holders('solana-rpc-url').sort()).toEqual(['donate-action-post', 'donate-goal-action-post']);
    expect(holders('donation-webhook')).toEqual(['donation-webhook']);
    expect(holders('holder-webhook')).toEqual(['holder-webhook']);
    // The Action's OPTIONS, and its POST for the wallet, open no database at all.
    expect(granted.get('donate-action-options')).toEqual(['origin-secret']);
    expect(granted.get('donate-action-post')).toEqual(['origin-secret', 'solana-rpc-url']);
  });

  it("lets each function read only its own identity's key (ADR 20)", () => {
    const granted = grantedSecrets();
    const keysOf = (name: string) => (granted.get(name) ?? []).filter((secret) => secret.endsWith('-key'));
    // The webhook, the one public route that writes, reads the holder feed's writer key and no other.
    expect(keysOf('holder-webhook')).toEqual(['holder-feed-key']);
    const publicReads = ROUTES.filter((r) => !r.admin && r.method === 'GET' && r.database !== false);
    const adminRoutes = ROUTES.filter((r) => r.admin);
    expect(publicReads.length).toBeGreaterThanOrEqual(9);
    expect(adminRoutes.length).toBeGreaterThanOrEqual(10);
    for (const route of publicReads) expect(keysOf(route.name), route.name).toEqual(['reader-key']);
    for (const route of adminRoutes) expect(keysOf(route.name), route.name).toEqual(['admin-key']);
  });

  it('lets each function read its secrets and write its own logs, nothing more', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as Resource[];
    expect(policies).toHaveLength(ROUTES.length);
    for (const policy of policies) {
      const statements = policy.Properties.PolicyDocument.Statement as {
        Action: string[];
        Resource: unknown;
      }[];
      expect(statements).toHaveLength(2);
      const secrets = statements.find((s) => s.Action.includes('secretsmanager:GetSecretValue'));
      expect(secrets?.Action).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
      expect(statements).toContainEqual(
        expect.objectContaining({
          Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          Resource: { 'Fn::GetAtt': [expect.stringMatching(/Logs/), 'Arn'] },
        }),
      );
    }
    template.resourcePropertiesCountIs('AWS::IAM::Role', { ManagedPolicyArns: Match.anyValue() }, 0);
  });

  it('gives the webhook, each administrator write and each administrator read their own throttle, created after their routes', () => {
    const stages = template.findResources('AWS::ApiGatewayV2::Stage');
    const [stage] = Object.values(stages) as (Resource & { DependsOn?: string[] })[];
    const settings = stage?.Properties.RouteSettings as Record<string, unknown>;
    const writes = ROUTES.filter((r) => r.admin && r.method !== 'GET');
    const reads = ROUTES.filter((r) => r.admin && r.method === 'GET');
    expect(writes.length).toBeGreaterThanOrEqual(4);
    expect(reads.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(settings).sort()).toEqual(
      [
        'POST /api/new-holders/webhook',
        'POST /api/donations/webhook',
        ...[...writes, ...reads].map((r) => `${r.method} ${r.path}`),
      ].sort(),
    );
    for (const read of reads) {
      expect(settings[`GET ${read.path}`]).toEqual({
        ThrottlingRateLimit: DEFAULT_ROUTE_THROTTLES.adminReads.rateLimit,
        ThrottlingBurstLimit: DEFAULT_ROUTE_THROTTLES.adminReads.burstLimit,
      });
    }
    expect(settings['POST /api/new-holders/webhook']).toEqual({
      ThrottlingRateLimit: DEFAULT_ROUTE_THROTTLES.webhook.rateLimit,
      ThrottlingBurstLimit: DEFAULT_ROUTE_THROTTLES.webhook.burstLimit,
    });
    for (const write of writes) {
      expect(settings[`${write.method} ${write.path}`]).toEqual({
        ThrottlingRateLimit: DEFAULT_ROUTE_THROTTLES.adminWrites.rateLimit,
        ThrottlingBurstLimit: DEFAULT_ROUTE_THROTTLES.adminWrites.burstLimit,
      });
    }
    // Public reads keep the stage's default (their own bucket is the CDN cache).
    expect(settings).not.toHaveProperty('GET /api/canonical/{collection}');
    const routeIds = Object.entries(template.findResources('AWS::ApiGatewayV2::Route'))
      .filter(([, r]) => Object.keys(settings).includes((r as Resource).Properties.RouteKey))
      .map(([id]) => id);
    expect(stage?.DependsOn).toEqual(expect.arrayContaining(routeIds));
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
          serviceAccountSecrets: identityKeys(stack),
          originSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Origin', 'o'),
          originHeaderValue: 'v',
          originSecretVersion: ORIGIN_VERSION,
          routes: ROUTES.filter((r) => r.secrets),
        }),
    ).toThrow(
      'Api: routes need secrets that were not given: HOLDER_WEBHOOK_SECRET, DONATION_WEBHOOK_SECRET, SOLANA_RPC_URL_SECRET',
    );
  });
});

describe('Api log level', () => {
  it('gives every route function the log level it is given', () => {
    const stack = new Stack(testApp(), 'Debug');
    new Api(stack, 'Api', {
      firebaseProjectId: 'token-site-test',
      adminUid: 'u',
      serviceAccountSecrets: identityKeys(stack),
      originSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Origin', 'o'),
      originHeaderValue: 'v',
      originSecretVersion: ORIGIN_VERSION,
      routes: ROUTES.filter((r) => r.name === 'ping' || r.name === 'list-entries'),
      logLevel: 'DEBUG',
    });
    Template.fromStack(stack).resourcePropertiesCountIs(
      'AWS::Lambda::Function',
      { Environment: { Variables: Match.objectLike({ POWERTOOLS_LOG_LEVEL: 'DEBUG' }) } },
      2,
    );
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
          serviceAccountSecrets: identityKeys(stack),
          originSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Origin', 'o'),
          originHeaderValue: 'v',
          originSecretVersion: ORIGIN_VERSION,
          projectRoot: '/nonexistent',
        }),
    ).toThrow(/handler files missing under \/nonexistent: lambdas\/functions\/ping\.ts, /);
  });
});
