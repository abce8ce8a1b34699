import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { beforeAll, describe, expect, it } from 'vitest';
import { METRICS, METRICS_NAMESPACE } from '../../lambdas/platform/observability/metric-names';
import { testApp } from '../test/fixtures';
import { Alarms, LEDGER_UNREAD_ALARM_RUNS, METRIC_ALARMS, WITNESS_UNAVAILABLE_ALARM_RUNS } from './alarms';

describe('Alarms on the functions’ own metrics', () => {
  let template: Template;
  let rules: Template;
  let topicId: string;
  /** The topic as the alarms' nested stack names it: the parameter the site's stack sets to the topic. */
  let topicInRules: string;

  beforeAll(() => {
    const stack = new Stack(testApp(), 'AlarmsTest');
    const alarms = new Alarms(stack, 'Alarms', {
      email: 'ops@token.test',
      httpApi: new apigw.HttpApi(stack, 'Api'),
      functions: new Map(),
    });
    template = Template.fromStack(stack);
    rules = Template.fromStack(alarms.rules);
    topicId = stack.getLogicalId(alarms.topic.node.defaultChild as sns.CfnTopic);
    const nested = Object.values(template.findResources('AWS::CloudFormation::Stack'));
    expect(nested).toHaveLength(1);
    const parameters = (nested[0]?.Properties?.Parameters ?? {}) as Record<string, unknown>;
    topicInRules =
      Object.entries(parameters).find(
        ([, value]) => JSON.stringify(value) === JSON.stringify({ Ref: topicId }),
      )?.[0] ?? '';
    expect(topicInRules).not.toBe('');
  });

  const alarmOn = (metric: keyof typeof METRICS, threshold: number, periodS: number) => ({
    Namespace: METRICS_NAMESPACE,
    MetricName: METRICS[metric].name,
    Dimensions: [{ Name: 'service', Value: METRICS[metric].service }],
    Statistic: 'Sum',
    Period: periodS,
    EvaluationPeriods: 1,
    Threshold: threshold,
    ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    TreatMissingData: 'notBreaching',
    AlarmActions: [{ Ref: topicInRules }],
  });

  it('mails on any implausible chain answer within 15 minutes', () => {
    rules.hasResourceProperties('AWS::CloudWatch::Alarm', alarmOn('implausibleAnswers', 1, 900));
    expect(METRICS.implausibleAnswers).toMatchObject({ name: 'ImplausibleAnswers', service: 'holder-feed' });
  });

  it('mails on any newcomer the second provider does not confirm within 15 minutes (ADR 35)', () => {
    rules.hasResourceProperties('AWS::CloudWatch::Alarm', alarmOn('unconfirmedHolders', 1, 900));
    expect(METRICS.unconfirmedHolders).toMatchObject({ name: 'UnconfirmedHolders', service: 'holder-feed' });
  });

  it('mails on a run of unread second-provider calls: 6 runs in 30 minutes (ADR 35)', () => {
    expect(WITNESS_UNAVAILABLE_ALARM_RUNS).toBe(6);
    rules.hasResourceProperties('AWS::CloudWatch::Alarm', alarmOn('witnessUnavailable', 6, 1800));
    expect(METRICS.witnessUnavailable).toMatchObject({ name: 'WitnessUnavailable', service: 'holder-feed' });
  });

  it('mails on a spike of refused webhook deliveries: 50 in 5 minutes', () => {
    rules.hasResourceProperties('AWS::CloudWatch::Alarm', alarmOn('deliveriesRefused', 50, 300));
    expect(METRICS.deliveriesRefused).toMatchObject({ name: 'DeliveriesRefused', service: 'holder-feed' });
  });

  it("mails on any change of the donation wallet's rules within 15 minutes", () => {
    rules.hasResourceProperties('AWS::CloudWatch::Alarm', alarmOn('walletControlChanges', 1, 900));
    expect(METRICS.walletControlChanges).toMatchObject({
      name: 'WalletControlChanges',
      service: 'wallet-control',
    });
  });

  it('mails on any slot from the future a watch refused within 15 minutes (ADR 35)', () => {
    rules.hasResourceProperties('AWS::CloudWatch::Alarm', alarmOn('futureSlots', 1, 900));
    expect(METRICS.futureSlots).toMatchObject({ name: 'FutureSlots', service: 'token-safety' });
  });

  it('mails on any failed or unknown delivery of an announcement within 15 minutes (ADR 36)', () => {
    rules.hasResourceProperties('AWS::CloudWatch::Alarm', alarmOn('announcementDeliveriesFailed', 1, 900));
    expect(METRICS.announcementDeliveriesFailed).toMatchObject({
      name: 'AnnouncementDeliveriesFailed',
      service: 'announcement-delivery',
    });
  });

  it("mails on any change of the token's safety facts within 15 minutes (ADR 35)", () => {
    rules.hasResourceProperties('AWS::CloudWatch::Alarm', alarmOn('tokenSafetyChanges', 1, 900));
    expect(METRICS.tokenSafetyChanges).toMatchObject({ name: 'TokenSafetyChanges', service: 'token-safety' });
  });

  it('mails on a spike of requests that bypassed CloudFront: 300 in 5 minutes', () => {
    rules.hasResourceProperties('AWS::CloudWatch::Alarm', alarmOn('originRefusals', 300, 300));
    expect(METRICS.originRefusals).toMatchObject({ name: 'OriginRefusals', service: 'api' });
  });

  it('mails when a ledger transaction has stayed unread for 6 runs of the import (its most runs, over an hour)', () => {
    expect(LEDGER_UNREAD_ALARM_RUNS).toBe(6);
    rules.hasResourceProperties('AWS::CloudWatch::Alarm', {
      ...alarmOn('ledgerUnreadMostRuns', 6, 3600),
      Statistic: 'Maximum',
    });
    expect(METRICS.ledgerUnreadMostRuns).toMatchObject({
      name: 'LedgerUnreadMostRuns',
      service: 'donation-ledger',
    });
  });

  it('leaves the figures to watch without an alarm', () => {
    for (const metric of [
      'holdersAnnounced',
      'adminWrites',
      'ledgerUnread',
      'announcementsMaybePostedTwice',
    ] as const) {
      rules.resourcePropertiesCountIs('AWS::CloudWatch::Alarm', { MetricName: METRICS[metric].name }, 0);
    }
    // The six above, and the API's server errors (no function was given).
    rules.resourceCountIs('AWS::CloudWatch::Alarm', METRIC_ALARMS.length + 1);
    rules.resourcePropertiesCountIs(
      'AWS::CloudWatch::Alarm',
      { Namespace: METRICS_NAMESPACE, AlarmActions: [{ Ref: topicInRules }] },
      METRIC_ALARMS.length,
    );
  });

  it('mails the alarms to the given address', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@token.test',
      TopicArn: { Ref: topicId },
    });
    rules.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: '5xx',
      Threshold: 5,
      AlarmActions: [{ Ref: topicInRules }],
      Dimensions: Match.anyValue(),
    });
  });
});
