import { Duration, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { beforeAll, describe, expect, it } from 'vitest';
import { METRICS_NAMESPACE } from '../../lambdas/platform/observability/metric-names';
import { testApp } from '../test/fixtures';
import { HandlerFunction, type HandlerFunctionProps } from './handler-function';

function synth(props: Partial<HandlerFunctionProps> = {}) {
  const stack = new Stack(testApp(), 'HandlerFunctionTest');
  const secret = secretsmanager.Secret.fromSecretNameV2(stack, 'Secret', 'site/service-account');
  const handler = new HandlerFunction(stack, 'Ping', {
    entry: 'lambdas/functions/ping.ts',
    description: 'GET /api/ping',
    secrets: [secret],
    environment: { DATABASE: 'none' },
    ...props,
  });
  return { stack, handler, template: Template.fromStack(stack) };
}

describe('HandlerFunction', () => {
  let template: Template;
  let stack: Stack;
  let handler: HandlerFunction;
  beforeAll(() => {
    ({ template, stack, handler } = synth());
  }, 120_000);

  it('deploys the handler on arm64 with 512 MB, 10 s, Node 24, no tracing, the given environment and Powertools', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Handler: 'index.handler',
      Description: 'GET /api/ping',
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      MemorySize: 512,
      Timeout: 10,
      TracingConfig: Match.absent(),
      Environment: {
        Variables: {
          DATABASE: 'none',
          // The service name defaults to the entry's file name.
          POWERTOOLS_SERVICE_NAME: 'ping',
          POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
          POWERTOOLS_LOG_LEVEL: 'INFO',
        },
      },
      LoggingConfig: {
        LogGroup: { Ref: stack.getLogicalId(handler.logGroup.node.defaultChild as logs.CfnLogGroup) },
      },
    });
  });

  it('keeps its own logs a month and deletes them with the stack', () => {
    template.resourceCountIs('AWS::Logs::LogGroup', 1);
    template.hasResource('AWS::Logs::LogGroup', {
      Properties: { RetentionInDays: 30 },
      DeletionPolicy: 'Delete',
    });
  });

  it('gives it a role only Lambda assumes, writing its log group and reading the given secret, nothing else', () => {
    template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: {
        Statement: [
          { Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: 'lambda.amazonaws.com' } },
        ],
      },
      Description: 'GET /api/ping',
      ManagedPolicyArns: Match.absent(),
    });
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: [
          Match.objectLike({
            Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
            Resource: {
              'Fn::GetAtt': [
                stack.getLogicalId(handler.logGroup.node.defaultChild as logs.CfnLogGroup),
                'Arn',
              ],
            },
          }),
          Match.objectLike({
            Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
            Resource: {
              'Fn::Join': [
                '',
                Match.arrayWith([Match.stringLikeRegexp(':secret:site/service-account-\\?{6}$')]),
              ],
            },
          }),
        ],
      },
    });
  });

  it('takes its memory, timeout and architecture from the props, and a log group made by the caller', () => {
    const custom = new Stack(testApp(), 'Custom');
    const logGroup = new logs.LogGroup(custom, 'PingLogs', { retention: logs.RetentionDays.ONE_WEEK });
    new HandlerFunction(custom, 'Ping', {
      entry: 'lambdas/functions/ping.ts',
      description: 'GET /api/ping',
      memorySize: 1024,
      timeout: Duration.minutes(1),
      logGroup,
    });
    const customTemplate = Template.fromStack(custom);
    customTemplate.resourceCountIs('AWS::Logs::LogGroup', 1);
    customTemplate.hasResourceProperties('AWS::Lambda::Function', {
      MemorySize: 1024,
      Timeout: 60,
      LoggingConfig: {
        LogGroup: { Ref: custom.getLogicalId(logGroup.node.defaultChild as logs.CfnLogGroup) },
      },
    });
  }, 120_000);

  it('takes the service name and the log level from the props', () => {
    const { template: custom, handler: named } = synth({ serviceName: 'health-check', logLevel: 'WARN' });
    custom.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          POWERTOOLS_SERVICE_NAME: 'health-check',
          POWERTOOLS_LOG_LEVEL: 'WARN',
        }),
      },
    });
    expect(named.serviceName).toBe('health-check');
  }, 120_000);

  it('refuses a service name that is not kebab-case, and Powertools variables in the environment', () => {
    expect(() => synth({ serviceName: 'HealthCheck' })).toThrow(
      'HandlerFunctionTest/Ping: serviceName must be kebab-case (got HealthCheck)',
    );
    expect(() => synth({ environment: { POWERTOOLS_LOG_LEVEL: 'DEBUG' } })).toThrow(
      'HandlerFunctionTest/Ping: set by the construct, not in environment: POWERTOOLS_LOG_LEVEL',
    );
  });

  it('refuses a handler file that does not exist, naming it', () => {
    expect(() => synth({ entry: 'lambdas/functions/nope.ts' })).toThrow(
      /HandlerFunctionTest\/Ping: handler file missing: .*lambdas\/functions\/nope\.ts/,
    );
  });
});
