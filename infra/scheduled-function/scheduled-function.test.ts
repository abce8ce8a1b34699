import { Duration, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as events from 'aws-cdk-lib/aws-events';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { METRICS_NAMESPACE } from '../../lambdas/platform/observability/metric-names';
import { HandlerFunction } from '../handler-function/handler-function';
import { testApp } from '../test/fixtures';
import { ScheduledFunction, type ScheduledFunctionProps } from './scheduled-function';

const ENTRY = 'lambdas/functions/purge-bin.ts';

function synth(props: Partial<ScheduledFunctionProps> = {}) {
  const stack = new Stack(testApp(), 'ScheduledFunctionTest');
  const scheduled = new ScheduledFunction(stack, 'Job', {
    entry: ENTRY,
    description: 'A scheduled job',
    timeout: Duration.minutes(1),
    environment: { FIREBASE_PROJECT_ID: 'token-site-test' },
    schedules: [
      {
        id: 'Daily',
        description: 'Daily run',
        schedule: events.Schedule.cron({ minute: '0', hour: '3' }),
        input: events.RuleTargetInput.fromObject({ mode: 'always' }),
      },
      { id: 'Often', description: 'Frequent run', schedule: events.Schedule.rate(Duration.minutes(5)) },
    ],
    ...props,
  });
  return { stack, scheduled, template: Template.fromStack(stack) };
}

describe('ScheduledFunction', () => {
  let template: Template;
  let stack: Stack;
  let scheduled: ScheduledFunction;
  beforeAll(() => {
    ({ template, stack, scheduled } = synth());
  }, 120_000);

  it('runs the function on one rule per schedule, each with its own input', () => {
    const fnId = stack.getLogicalId(scheduled.fn.node.defaultChild as lambda.CfnFunction);
    template.resourceCountIs('AWS::Events::Rule', 2);
    template.hasResourceProperties('AWS::Events::Rule', {
      Description: 'Daily run',
      ScheduleExpression: 'cron(0 3 * * ? *)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [fnId, 'Arn'] },
          Input: JSON.stringify({ mode: 'always' }),
        }),
      ],
    });
    template.hasResourceProperties('AWS::Events::Rule', {
      Description: 'Frequent run',
      ScheduleExpression: 'rate(5 minutes)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] }, Input: Match.absent() })],
    });
    template.resourcePropertiesCountIs(
      'AWS::Lambda::Permission',
      { Action: 'lambda:InvokeFunction', Principal: 'events.amazonaws.com' },
      2,
    );
    expect(scheduled.rule('Daily').node.id).toBe('Daily');
    expect(() => scheduled.rule('Weekly')).toThrow('ScheduledFunctionTest/Job: no schedule Weekly');
  });

  it('tries a failed run twice more within the hour by default, on the rules and in Lambda alike', () => {
    template.resourcePropertiesCountIs(
      'AWS::Events::Rule',
      {
        Targets: [
          Match.objectLike({ RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 } }),
        ],
      },
      2,
    );
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: stack.getLogicalId(scheduled.fn.node.defaultChild as lambda.CfnFunction) },
      Qualifier: '$LATEST',
      MaximumRetryAttempts: 2,
      MaximumEventAgeInSeconds: 3600,
    });
  });

  it('takes the retries and the event age from the props', () => {
    const custom = synth({ retryAttempts: 0, maxEventAge: Duration.minutes(1) }).template;
    custom.hasResourceProperties('AWS::Events::Rule', {
      Targets: [Match.objectLike({ RetryPolicy: { MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 60 } })],
    });
    custom.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      MaximumRetryAttempts: 0,
      MaximumEventAgeInSeconds: 60,
    });
  });

  it('deploys a HandlerFunction: its props, its own log group and role, and the Powertools environment', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'A scheduled job',
      Timeout: 60,
      Environment: {
        Variables: {
          FIREBASE_PROJECT_ID: 'token-site-test',
          POWERTOOLS_SERVICE_NAME: 'purge-bin',
          POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
          POWERTOOLS_LOG_LEVEL: 'INFO',
        },
      },
      LoggingConfig: {
        LogGroup: { Ref: stack.getLogicalId(scheduled.logGroup.node.defaultChild as logs.CfnLogGroup) },
      },
    });
    template.resourceCountIs('AWS::Logs::LogGroup', 1);
    template.resourceCountIs('AWS::IAM::Role', 1);
    expect(scheduled.serviceName).toBe('purge-bin');
  });

  it('takes a service name and a log level', () => {
    synth({ serviceName: 'bin-purge', logLevel: 'DEBUG' }).template.hasResourceProperties(
      'AWS::Lambda::Function',
      {
        Environment: {
          Variables: Match.objectLike({
            POWERTOOLS_SERVICE_NAME: 'bin-purge',
            POWERTOOLS_LOG_LEVEL: 'DEBUG',
          }),
        },
      },
    );
  });

  it('made with id Default, puts its log group, function and rules where its parent would have made them', () => {
    const logicalIds = (make: (job: Construct) => { logGroup: logs.ILogGroup; fn: lambda.IFunction }) => {
      const own = new Stack(testApp(), 'Ids');
      const job = new Construct(own, 'Job');
      const { logGroup, fn } = make(job);
      const rules = job.node.findAll().filter((c) => c instanceof events.Rule) as events.Rule[];
      return {
        logGroup: own.getLogicalId(logGroup.node.defaultChild as logs.CfnLogGroup),
        fn: own.getLogicalId(fn.node.defaultChild as lambda.CfnFunction),
        rules: rules.map((r) => own.getLogicalId(r.node.defaultChild as events.CfnRule)),
      };
    };
    const schedule = events.Schedule.rate(Duration.hours(1));
    // What the scheduled constructs made themselves before this construct existed.
    const before = logicalIds((job) => {
      const handler = new HandlerFunction(job, 'Default', { entry: ENTRY, description: 'd' });
      new events.Rule(job, 'Daily', { schedule });
      return handler;
    });
    const after = logicalIds(
      (job) =>
        new ScheduledFunction(job, 'Default', {
          entry: ENTRY,
          description: 'd',
          schedules: [{ id: 'Daily', description: 'd', schedule }],
        }),
    );
    expect(after).toEqual(before);
    expect(after.logGroup).toMatch(/^JobLogs[0-9A-F]{8}$/);
  });

  it('refuses no schedule, a repeated schedule id and retry limits Lambda or EventBridge would refuse', () => {
    const daily = { id: 'Daily', description: 'd', schedule: events.Schedule.rate(Duration.days(1)) };
    expect(() => synth({ schedules: [] })).toThrow('Job: at least one schedule is needed');
    expect(() => synth({ schedules: [daily, daily] })).toThrow(
      'Job: schedule ids must be distinct (got Daily, Daily)',
    );
    expect(() => synth({ retryAttempts: 3 })).toThrow('Job: retryAttempts must be 0, 1 or 2 (got 3)');
    expect(() => synth({ maxEventAge: Duration.seconds(30) })).toThrow(
      'Job: maxEventAge must be from 1 minute to 6 hours (got 30 s)',
    );
    expect(() => synth({ maxEventAge: Duration.hours(7) })).toThrow(/maxEventAge .*got 25200 s/);
  });
});
