import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/fixtures';
import { AnnouncementDelivery, type AnnouncementDeliveryProps } from './announcement-delivery';

function synth(props: Partial<AnnouncementDeliveryProps> = {}, channels = true) {
  const stack = new Stack(testApp(), 'AnnouncementDeliveryTest');
  const secret = (id: string, name: string) => secretsmanager.Secret.fromSecretNameV2(stack, id, name);
  new AnnouncementDelivery(stack, 'AnnouncementDelivery', {
    firebaseProjectId: 'token-site-test',
    serviceAccountSecret: secret('Key', 'site/service-account'),
    siteOrigin: 'https://token.example',
    ...(channels
      ? {
          telegramSecret: secret('Telegram', 'site/telegram'),
          discordWebhookSecret: secret('Discord', 'site/discord'),
        }
      : {}),
    ...props,
  });
  return Template.fromStack(stack);
}

const policyResources = (template: Template) =>
  Object.values(template.findResources('AWS::IAM::Policy')).flatMap((p) =>
    (
      p as {
        Properties: { PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] } };
      }
    ).Properties.PolicyDocument.Statement.map((s) => ({
      action: s.Action,
      resource: JSON.stringify(s.Resource),
    })),
  );

describe('AnnouncementDelivery', () => {
  // Synthesis bundles the handler with esbuild: once for the file, with time for a loaded machine.
  let template: Template;
  beforeAll(() => {
    template = synth();
  }, 120_000);

  it('runs the sender every minute, a failed run left to the next one', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({ RetryPolicy: { MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 300 } }),
      ],
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', { MaximumRetryAttempts: 0 });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Timeout: 120,
      Environment: {
        Variables: Match.objectLike({
          FIREBASE_PROJECT_ID: 'token-site-test',
          DELIVERY_SITE_ORIGIN: 'https://token.example',
          TELEGRAM_SECRET_ARN: Match.anyValue(),
          DISCORD_WEBHOOK_SECRET_ARN: Match.anyValue(),
          POWERTOOLS_SERVICE_NAME: 'send-announcements',
        }),
      },
    });
  });

  it('lets the function read its log group and the three secrets only, never a channel credential in clear', () => {
    const statements = policyResources(template);
    expect(
      statements.every((s) =>
        [s.action]
          .flat()
          .every((a) =>
            /^(logs:|secretsmanager:GetSecretValue|secretsmanager:DescribeSecret)/.test(a as string),
          ),
      ),
    ).toBe(true);
    const secrets = statements.filter((s) => [s.action].flat().includes('secretsmanager:GetSecretValue'));
    expect(secrets.map((s) => s.resource).join(' ')).toMatch(/site\/telegram/);
    expect(secrets.map((s) => s.resource).join(' ')).toMatch(/site\/discord/);
    const variables = JSON.stringify(template.findResources('AWS::Lambda::Function'));
    expect(variables).not.toMatch(/botToken|webhooks\//);
  });

  it("gives the sender each chat's language, and none (English) when not given", () => {
    expect(JSON.stringify(template.findResources('AWS::Lambda::Function'))).not.toMatch(/_LOCALE/);
    const localized = synth({ locales: { telegram: 'ru', discord: 'es' } });
    localized.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ TELEGRAM_LOCALE: 'ru', DISCORD_LOCALE: 'es' }) },
    });
  }, 120_000);

  it('without channel secrets, sets no channel and grants no more than the key', () => {
    const off = synth({}, false);
    const fn = JSON.stringify(off.findResources('AWS::Lambda::Function'));
    expect(fn).not.toMatch(/TELEGRAM_SECRET_ARN|DISCORD_WEBHOOK_SECRET_ARN/);
    expect(
      policyResources(off)
        .map((s) => s.resource)
        .join(' '),
    ).not.toMatch(/telegram|discord/);
  });

  it('refuses an interval or an origin it cannot use, naming it', () => {
    expect(() => synth({ intervalMinutes: 0 })).toThrow(/intervalMinutes .* \(got 0\)/);
    expect(() => synth({ siteOrigin: 'http://token.example' })).toThrow(
      /siteOrigin .*http:\/\/token\.example/,
    );
  });
});
