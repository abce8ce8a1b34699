import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/fixtures';
import { BinPurge } from './bin-purge';

function synth(hourUtc?: number) {
  const stack = new Stack(testApp(), 'BinPurgeTest');
  new BinPurge(stack, 'BinPurge', {
    firebaseProjectId: 'token-site-test',
    serviceAccountSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Secret', 'site/service-account'),
    ...(hourUtc === undefined ? {} : { hourUtc }),
  });
  return Template.fromStack(stack);
}

describe('BinPurge', () => {
  // Synthesis bundles the handler with esbuild: once for the file, with time for a loaded machine.
  let template: Template;
  beforeAll(() => {
    template = synth();
  }, 120_000);

  it('runs the purge function once a day, a failed run tried twice more within the hour', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(30 4 * * ? *)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({ RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 } }),
      ],
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      MaximumRetryAttempts: 2,
      MaximumEventAgeInSeconds: 3600,
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Purges the content bin entries whose window has passed',
      Environment: {
        Variables: Match.objectLike({
          FIREBASE_PROJECT_ID: 'token-site-test',
          POWERTOOLS_SERVICE_NAME: 'purge-bin',
        }),
      },
    });
  });

  it('gives the function its log group and the secret only', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy'));
    const actions = policies.flatMap((p) =>
      (
        p as { Properties: { PolicyDocument: { Statement: { Action: string | string[] }[] } } }
      ).Properties.PolicyDocument.Statement.flatMap((s) => s.Action),
    );
    expect(
      actions.every((a) => /^(logs:|secretsmanager:GetSecretValue|secretsmanager:DescribeSecret)/.test(a)),
    ).toBe(true);
  });

  it('refuses an hour outside 0 to 23, naming it', () => {
    expect(() => synth(24)).toThrow('BinPurge: hourUtc must be a whole hour from 0 to 23 (got 24)');
  });
});
