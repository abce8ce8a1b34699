import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestedStack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { METRICS_NAMESPACE } from '../../lambdas/platform/observability/metric-names';
import { databaseIdentity, ROUTES } from '../../lambdas/routes';
import { testOperatorConfig } from '../../web/src/config/node/fixtures';
import { loadOperatorConfig } from '../../web/src/config/node/operator-config';
import { METRIC_ALARMS } from '../monitoring/alarms';
import { makeWebBuild, TEST_COMMIT, testApp } from '../test/fixtures';
import { addSiteStack } from './create-app';
import { ORIGIN_SECRET_VERSION_PARAMETER, type SiteStack } from './site-stack';

const MULTISIG = 'SQDSmu1tisig1111111111111111111111111111111';

// One synthesis of the whole app with cdk-nag, shared by every test. CloudFormation's schema validation
// is left to `cdk synth`, which runs it on the real app (it costs seconds here).
describe('SiteStack', () => {
  let stack: SiteStack;
  let template: Template;
  let alarmRules: NestedStack;
  let assemblyDir: string;

  beforeAll(() => {
    const app = testApp();
    const base = testOperatorConfig({
      alarmEmail: 'ops@token.test',
      webhookRateLimit: 12,
      webhookBurstLimit: 24,
      adminWriteRateLimit: 3,
      adminWriteBurstLimit: 6,
      solanaWitnessRpcUrlSecretName: 'meme-token-site/solana-witness-rpc-url',
      announcementLocales: { telegram: 'ru' },
    });
    const config = {
      ...base,
      site: { ...base.site, donationControl: { squadsMultisig: MULTISIG, vaultIndex: 2 } },
    };
    stack = addSiteStack(app, {
      config,
      webBuildPath: makeWebBuild({ config }),
      commit: TEST_COMMIT,
      // As the CLI does: a known region (its default when none is configured), an unknown account.
      env: { region: 'us-east-1' },
    });
    // Throws when cdk-nag reports an error nobody acknowledged.
    assemblyDir = app.synth().directory;
    template = Template.fromStack(stack);
    alarmRules = stack.node
      .findAll()
      .find((c): c is NestedStack => NestedStack.isNestedStack(c)) as NestedStack;
  }, 60_000);

  it('passes the AWS Solutions checks, every finding kept being acknowledged with a reason', () => {
    const report = JSON.parse(readFileSync(join(assemblyDir, 'validation-report.json'), 'utf8')) as {
      pluginReports: {
        pluginName: string;
        conclusion: string;
        violations: unknown[];
        suppressedViolations: { ruleName: string; reason: string }[];
      }[];
    };
    const nag = report.pluginReports.find((r) => r.pluginName === 'AwsSolutions');
    expect(nag).toMatchObject({ conclusion: 'success', violations: [] });
    for (const acknowledged of nag?.suppressedViolations ?? []) {
      expect(acknowledged.reason.length, acknowledged.ruleName).toBeGreaterThan(30);
    }
    expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
  });

  it('warns at synth of each shared throttle a crowd within the web ACL’s limits could fill (ADR 34)', () => {
    // This stack's webhook (12 a second) and admin writes (3) are below the crowd's 192 and 15.
    const warnings = Annotations.fromStack(stack)
      .findWarning('*', Match.stringLikeRegexp('clients within deploy.firewall'))
      .map((w) => String(w.entry.data));
    expect(warnings).toEqual([
      expect.stringMatching(/^deploy\.adminWriteRateLimit is 3 a second: 10 clients .* 15 or more/),
      expect.stringMatching(/^deploy\.webhookRateLimit is 12 a second: 10 clients .* 192 or more/),
    ]);
  });

  it('attaches the web ACL (on by default) to the distribution', () => {
    template.resourceCountIs('AWS::WAFv2::WebACL', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: { WebACLId: { 'Fn::GetAtt': [Match.stringLikeRegexp('Firewall'), 'Arn'] } },
    });
  });

  it('puts the API behind the distribution and one function per route', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Route', ROUTES.length);
    template.resourceCountIs('AWS::CloudFront::Distribution', 1);
    // One per route, the content backup function, the holder reconciler, the bin purge, the ledger
    // import, the watches of the donation wallet's rules and of the token's safety facts, and the
    // announcements' sender.
    template.resourcePropertiesCountIs('AWS::Lambda::Function', { Runtime: 'nodejs24.x' }, ROUTES.length + 7);
  });

  it('imports the operator-created secret instead of holding the key', () => {
    template.resourceCountIs('AWS::SecretsManager::Secret', 0);
  });

  it("lets every function's role read its own identity's key and no other (ADR 20)", () => {
    const KEY_NAMES = {
      reader: 'firebase-reader',
      'holder-feed': 'firebase-holder-feed',
      watch: 'firebase-watch',
      sender: 'firebase-sender',
      admin: 'firebase-service-account',
    };
    // biome-ignore lint/suspicious/noExplicitAny: template resources are untyped JSON.
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as any[];
    /** The key secrets a role may read, by the names in the default configuration. */
    const keysOf = (roleId: string) =>
      Object.entries(KEY_NAMES)
        .filter(([, name]) =>
          policies.some(
            (p) =>
              JSON.stringify(p.Properties.Roles).includes(`"${roleId}"`) &&
              JSON.stringify(p.Properties.PolicyDocument).includes(`:secret:meme-token-site/${name}-??????`),
          ),
        )
        .map(([identity]) => identity);
    // biome-ignore lint/suspicious/noExplicitAny: template resources are untyped JSON.
    const functions = Object.values(template.findResources('AWS::Lambda::Function')) as any[];
    const granted = new Map<string, string[]>();
    for (const fn of functions) {
      const service = fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME as string | undefined;
      if (service) granted.set(service, keysOf(fn.Properties.Role['Fn::GetAtt'][0]));
    }
    const expected = new Map<string, string[]>([
      ...ROUTES.map((route) => {
        const identity = databaseIdentity(route);
        return [route.name, identity ? [identity] : []] as [string, string[]];
      }),
      ['reconcile-holders', ['holder-feed']],
      ['import-donation-ledger', ['watch']],
      ['watch-wallet-control', ['watch']],
      ['watch-token-safety', ['watch']],
      ['backup-content', ['admin']],
      ['purge-bin', ['admin']],
      ['send-announcements', ['sender']],
    ]);
    expect(Object.fromEntries(granted)).toEqual(Object.fromEntries(expected));
  });

  it("limits the holder feed's functions to the chain database, as far as AWS can show it (ADR 37)", () => {
    // biome-ignore lint/suspicious/noExplicitAny: template resources are untyped JSON.
    const functions = Object.values(template.findResources('AWS::Lambda::Function')) as any[];
    const chainOnly: string[] = [];
    for (const fn of functions) {
      const env = fn.Properties.Environment?.Variables ?? {};
      const key = JSON.stringify(env.FIREBASE_SERVICE_ACCOUNT_SECRET_ARN ?? '');
      const holderFeed = key.includes(':secret:meme-token-site/firebase-holder-feed');
      // The key's grant is Google's (the manual's IAM condition); here, the function opens no other database.
      if (holderFeed) {
        expect(env).toMatchObject({ DATABASE: 'chain', CHAIN_DATABASE: 'chain' });
        chainOnly.push(env.POWERTOOLS_SERVICE_NAME);
      } else {
        expect(env.DATABASE).not.toBe('chain');
      }
    }
    // The donation webhook records receipts in the chain database as the same writer (ADR 40).
    expect(chainOnly.sort()).toEqual(['donation-webhook', 'holder-webhook', 'reconcile-holders'].sort());
  });

  it('lets only the sender hold the sender key, and the sender not the administrator’s (ADR 37, sender amendment)', () => {
    // biome-ignore lint/suspicious/noExplicitAny: template resources are untyped JSON.
    const functions = Object.values(template.findResources('AWS::Lambda::Function')) as any[];
    const holders = functions
      .filter((fn) =>
        JSON.stringify(
          fn.Properties.Environment?.Variables?.FIREBASE_SERVICE_ACCOUNT_SECRET_ARN ?? '',
        ).includes(':secret:meme-token-site/firebase-sender'),
      )
      .map((fn) => fn.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME);
    expect(holders).toEqual(['send-announcements']);
    const sender = functions.find(
      (fn) => fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME === 'send-announcements',
    );
    expect(JSON.stringify(sender.Properties.Environment.Variables)).not.toContain('firebase-service-account');
  });

  it('lets only the two watches and the ledger import hold the key that writes the believed facts, and they open no other database (ADR 37)', () => {
    // biome-ignore lint/suspicious/noExplicitAny: template resources are untyped JSON.
    const functions = Object.values(template.findResources('AWS::Lambda::Function')) as any[];
    const factsOnly: string[] = [];
    for (const fn of functions) {
      const env = fn.Properties.Environment?.Variables ?? {};
      const key = JSON.stringify(env.FIREBASE_SERVICE_ACCOUNT_SECRET_ARN ?? '');
      if (key.includes(':secret:meme-token-site/firebase-watch')) {
        expect(env).toMatchObject({ DATABASE: 'facts', FACTS_DATABASE: 'facts' });
        expect(env).not.toHaveProperty('CHAIN_DATABASE');
        factsOnly.push(env.POWERTOOLS_SERVICE_NAME);
      } else {
        expect(env.DATABASE).not.toBe('facts');
      }
      // The webhook faces the internet most: its key is the holder feed's, which has no grant on the facts.
      if (env.POWERTOOLS_SERVICE_NAME === 'holder-webhook') {
        expect(key).toContain(':secret:meme-token-site/firebase-holder-feed');
        expect(key).not.toContain('firebase-watch');
      }
    }
    // The ledger among them (ADR 37, "Amendment: the ledger among the believed facts"): the webhook's key
    // can no longer forge a ledger entry.
    expect(factsOnly.sort()).toEqual([
      'import-donation-ledger',
      'watch-token-safety',
      'watch-wallet-control',
    ]);
  });

  it('alarms by e-mail on API server errors and on each handler error and throttle', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@token.test',
    });
    // In the alarms' nested stack: the API, errors and throttles of each handler, the backup function, the
    // reconciler, the purge, the ledger import, the announcements' sender and the two watches, and the
    // functions' own metrics. In the site's stack: the blocked requests of each web ACL rule (2 refusals,
    // 6 rate rules, 2 managed), beside the web ACL.
    const rules = Template.fromStack(alarmRules);
    rules.resourceCountIs('AWS::CloudWatch::Alarm', 1 + 2 * (ROUTES.length + 7) + METRIC_ALARMS.length);
    template.resourceCountIs('AWS::CloudWatch::Alarm', 10);
    // A refused change of the token's safety facts or of the wallet's rules fails its function (ADRs 33 and 35).
    rules.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmDescription: 'watch-token-safety failed',
    });
    rules.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmDescription: 'watch-wallet-control failed',
    });
    // Every handler's failure mails, the donation routes' too.
    rules.hasResourceProperties('AWS::CloudWatch::Alarm', { AlarmDescription: 'donation-webhook failed' });
  });

  it('runs the holder reconciler on the configured schedule with the RPC URL secret', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      State: 'ENABLED',
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          SOLANA_RPC_URL_SECRET_ARN: Match.anyValue(),
          TOKEN_MINT: Match.anyValue(),
        }),
      },
    });
  });

  it("lets only the scheduled chain readers and the Action's POSTs read the RPC URL, and gives every handler the wallet and its multisig", () => {
    // biome-ignore lint/suspicious/noExplicitAny: template resources are untyped JSON.
    const functions = Object.values(template.findResources('AWS::Lambda::Function')) as any[];
    const readers = functions
      .filter((f) => 'SOLANA_RPC_URL_SECRET_ARN' in (f.Properties.Environment?.Variables ?? {}))
      .map((f) => f.Properties.Description as string);
    // The Action's POSTs read one recent blockhash at most every 30 s (ADR 11, "the Action's blockhash").
    expect(readers.sort()).toEqual([
      "Donation wallet's control read over Solana JSON-RPC (scheduled)",
      "Donation wallet's ledger import over Solana JSON-RPC (scheduled)",
      'Holder reconciliation over Solana JSON-RPC (scheduled)',
      'POST /api/actions/donate',
      'POST /api/actions/donate/{goalId}',
      "Token's safety facts read over Solana JSON-RPC (scheduled)",
    ]);
    // The second provider's URL (ADR 35): the reconciler, the two watches and the ledger import alone.
    const witnessReaders = functions
      .filter((f) => 'SOLANA_WITNESS_RPC_URL_SECRET_ARN' in (f.Properties.Environment?.Variables ?? {}))
      .map((f) => f.Properties.Description as string);
    expect(witnessReaders.sort()).toEqual([
      "Donation wallet's control read over Solana JSON-RPC (scheduled)",
      "Donation wallet's ledger import over Solana JSON-RPC (scheduled)",
      'Holder reconciliation over Solana JSON-RPC (scheduled)',
      "Token's safety facts read over Solana JSON-RPC (scheduled)",
    ]);
    const handlers = functions.filter((f) =>
      /^(GET|POST|PUT|DELETE|OPTIONS) \//.test(f.Properties.Description),
    );
    expect(handlers).toHaveLength(ROUTES.length);
    for (const handler of handlers) {
      expect(handler.Properties.Environment.Variables.DONATION_WALLET).toMatch(
        /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
      );
      expect(handler.Properties.Environment.Variables).toMatchObject({
        DONATION_MULTISIG: MULTISIG,
        DONATION_VAULT_INDEX: '2',
      });
    }
  });

  it('gives every function of ours the Powertools service name, metrics namespace and log level', () => {
    // Functions backing a custom resource (their ARN is its ServiceToken) are CDK's deployment-time
    // providers, BucketDeployment's here (and log retention's, were it used): CDK writes their code.
    // biome-ignore lint/suspicious/noExplicitAny: template resources are untyped JSON.
    const resources = template.toJSON().Resources as Record<string, any>;
    const providers = new Set(
      Object.values(resources)
        .filter((r) => r.Type.startsWith('Custom::') || r.Type === 'AWS::CloudFormation::CustomResource')
        .map((r) => r.Properties.ServiceToken?.['Fn::GetAtt']?.[0])
        .filter(Boolean),
    );
    const ours = Object.entries(resources).filter(
      ([id, r]) => r.Type === 'AWS::Lambda::Function' && !providers.has(id),
    );
    expect(ours).toHaveLength(ROUTES.length + 7);
    expect(providers.size).toBeGreaterThan(0);
    const names = ours.map(([id, r]) => {
      const variables = r.Properties.Environment?.Variables ?? {};
      expect(variables, id).toMatchObject({
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        POWERTOOLS_LOG_LEVEL: 'INFO',
        POWERTOOLS_SERVICE_NAME: expect.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
      });
      return variables.POWERTOOLS_SERVICE_NAME as string;
    });
    expect(names.sort()).toEqual(
      [
        ...ROUTES.map((r) => r.name),
        'backup-content',
        'import-donation-ledger',
        'purge-bin',
        'reconcile-holders',
        'watch-wallet-control',
        'watch-token-safety',
        'send-announcements',
      ].sort(),
    );
  });

  it("gives the sender each chat's language from the configuration, English when not named", () => {
    const sender = Object.values(template.findResources('AWS::Lambda::Function')).find(
      (fn) => fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME === 'send-announcements',
    );
    expect(sender?.Properties.Environment.Variables).toMatchObject({ TELEGRAM_LOCALE: 'ru' });
    expect(sender?.Properties.Environment.Variables).not.toHaveProperty('DISCORD_LOCALE');
  });

  it('sends the origin secret from CloudFront to the API by reference to the version given at deploy', () => {
    const parameters = template.findParameters(ORIGIN_SECRET_VERSION_PARAMETER);
    expect(parameters[ORIGIN_SECRET_VERSION_PARAMETER]).toMatchObject({
      Type: 'String',
      AllowedPattern: '^[A-Za-z0-9-]{32,64}$',
    });
    expect(parameters[ORIGIN_SECRET_VERSION_PARAMETER]).not.toHaveProperty('Default');
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: {
        DistributionConfig: { Origins: { CustomOriginConfig?: unknown; OriginCustomHeaders?: unknown }[] };
      };
    };
    const apiOrigins = distribution.Properties.DistributionConfig.Origins.filter((o) => o.CustomOriginConfig);
    expect(apiOrigins).toHaveLength(1);
    expect(apiOrigins[0]?.OriginCustomHeaders).toEqual([
      {
        HeaderName: 'x-origin-verify',
        HeaderValue: {
          'Fn::Join': [
            '',
            [
              '{{resolve:secretsmanager:meme-token-site/origin-secret:SecretString:::',
              { Ref: ORIGIN_SECRET_VERSION_PARAMETER },
              '}}',
            ],
          ],
        },
      },
    ]);
    // The value itself is never in the template, and no function gets it in its environment.
    const functions = Object.values(template.findResources('AWS::Lambda::Function')) as {
      Properties: { Description: string; Environment?: { Variables?: Record<string, unknown> } };
    }[];
    for (const fn of functions.filter((f) => /^(GET|POST|PUT|DELETE) \//.test(f.Properties.Description))) {
      expect(JSON.stringify(fn.Properties.Environment?.Variables?.ORIGIN_SECRET_ARN)).toContain(
        ':secret:meme-token-site/origin-secret',
      );
      // The version CloudFront is given, and no other, besides the current value (a rotation under way).
      expect(fn.Properties.Environment?.Variables?.ORIGIN_SECRET_VERSION).toEqual({
        Ref: ORIGIN_SECRET_VERSION_PARAMETER,
      });
    }
  });

  it('updates the API functions only after the distribution, so the header is sent before it is required', () => {
    const [distributionId] = Object.keys(template.findResources('AWS::CloudFront::Distribution'));
    const functions = Object.values(template.findResources('AWS::Lambda::Function')) as {
      Properties: { Description: string };
      DependsOn?: string[];
    }[];
    const handlers = functions.filter((f) =>
      /^(GET|POST|PUT|DELETE|OPTIONS) \//.test(f.Properties.Description),
    );
    expect(handlers).toHaveLength(ROUTES.length);
    for (const handler of handlers) expect(handler.DependsOn).toContain(distributionId);
  });

  it('gives the webhook and the admin writes the configured throttles of their own', () => {
    const stage = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'))[0] as {
      Properties: { RouteSettings: Record<string, unknown> };
    };
    expect(stage.Properties.RouteSettings['POST /api/new-holders/webhook']).toEqual({
      ThrottlingRateLimit: 12,
      ThrottlingBurstLimit: 24,
    });
    expect(stage.Properties.RouteSettings['DELETE /api/canonical/{collection}/{id}']).toEqual({
      ThrottlingRateLimit: 3,
      ThrottlingBurstLimit: 6,
    });
  });

  it('outputs the URL and the domain name to point DNS at', () => {
    template.hasOutput('SiteUrl', {});
    template.hasOutput('DistributionDomainName', {});
  });
});

describe('the committed configuration', () => {
  it('synthesizes offline with its placeholders, with a warning', () => {
    const app = testApp();
    const config = loadOperatorConfig(join(import.meta.dirname, '..', '..', 'operator-config.json'), {
      allowPlaceholders: true,
    });
    const stack = addSiteStack(app, {
      config,
      webBuildPath: makeWebBuild({ config, demo: true }),
      commit: TEST_COMMIT,
      allowDemoBuild: true,
    });
    Annotations.fromStack(stack).hasWarning(
      '*',
      Match.stringLikeRegexp('placeholder values in firebase.apiKey, firebase.projectId, firebase.adminUid'),
    );
  });
});

describe('SiteStack firewall switch and region', () => {
  const make = (deploy: Record<string, unknown>, region: string) => {
    const config = testOperatorConfig(deploy);
    return addSiteStack(testApp(), {
      config,
      webBuildPath: makeWebBuild({ config }),
      commit: TEST_COMMIT,
      env: { region },
    });
  };

  it('refuses a stack outside us-east-1 without a web ACL ARN, naming the three ways out', () => {
    expect(() => make({}, 'eu-west-1')).toThrow(/in eu-west-1.*us-east-1.*webAclArn.*enabled to false/);
  });

  it("attaches the operator's ARN outside us-east-1, and nothing when switched off", () => {
    const arn =
      'arn:aws:wafv2:us-east-1:111122223333:global/webacl/site/00000000-0000-0000-0000-000000000000';
    const withArn = Template.fromStack(make({ firewall: { webAclArn: arn } }, 'eu-west-1'));
    withArn.resourceCountIs('AWS::WAFv2::WebACL', 0);
    withArn.hasResourceProperties('AWS::CloudFront::Distribution', { DistributionConfig: { WebACLId: arn } });
    const off = Template.fromStack(make({ firewall: { enabled: false } }, 'us-east-1'));
    off.resourceCountIs('AWS::WAFv2::WebACL', 0);
    off.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: { WebACLId: Match.absent() },
    });
  });
});
