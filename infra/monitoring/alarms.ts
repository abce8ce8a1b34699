import { Duration, NestedStack, Validations } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import {
  METRICS,
  METRICS_NAMESPACE,
  type MetricKey,
} from '../../lambdas/platform/observability/metric-names';

/** Unread second-provider runs in half an hour that mail: a blip is not a run of them (ADR 35). */
export const WITNESS_UNAVAILABLE_ALARM_RUNS = 6;

/** Runs of the ledger import a transaction may stay unread before the alarm mails (ADR 30). */
export const LEDGER_UNREAD_ALARM_RUNS = 6;

/** An alarm on one of the functions' own metrics: its Sum over `period` reaching `threshold`. */
export interface MetricAlarmRule {
  /** The metric, by its key in METRICS (lambdas/platform/observability/metric-names.ts). */
  readonly metric: MetricKey;
  /** The Sum (or the statistic below) over one period that raises the alarm. */
  readonly threshold: number;
  /** Maximum for a metric that is a level (how long something has waited), not a count. @default 'Sum' */
  readonly statistic?: 'Sum' | 'Maximum';
  /** The period summed. */
  readonly period: Duration;
  /** What it means, in the alarm's description (the e-mail says it). */
  readonly description: string;
}

/**
 * The functions' metrics an operator must act on (infra/README.md, "9. Alarms" says what to do). The others,
 * HoldersAnnounced and AdminWrites, are figures to watch, not to be woken by.
 */
export const METRIC_ALARMS: readonly MetricAlarmRule[] = [
  {
    // Any one: the reconciler refused the chain's answer, so the holder count stands still until a
    // plausible one comes (a provider fault, or a real collapse to import by hand); or the token-safety
    // watch refused safety facts the second provider does not see, so the page keeps the believed ones;
    // or the wallet-control watch refused rules the second provider does not see (ADR 33). All count it
    // under the holder feed's service, the one dimension this alarm names (ADR 35).
    metric: 'implausibleAnswers',
    threshold: 1,
    period: Duration.minutes(15),
    description:
      "A chain answer was refused as implausible: the holder reconciler's (empty, sharply shrunk, or a count the second provider disagrees with) or the token-safety watch's (safety facts the second provider does not see) or the wallet-control watch's (rules of the donation wallet the second provider does not see)",
  },
  {
    // Any one: the reconciler found newcomers the second provider does not see holding the mint, and
    // neither announced nor counted them (ADR 35). A run asks again about those still listed, so a lie
    // kept up alarms every run; one the second provider confirms by the next run was a holder that
    // arrived between the two reads.
    metric: 'unconfirmedHolders',
    threshold: 1,
    period: Duration.minutes(15),
    description:
      'The holder reconciler found newcomers the second RPC provider does not see holding the token: neither announced nor counted',
  },
  {
    // A run of them: the second provider failed 6 runs in half an hour (the reconciler runs every 2
    // minutes, the watches every 5), so for about a quarter of an hour newcomers wait and facts stay one
    // provider's word. One failure is a blip the next run retries (ADR 35).
    metric: 'witnessUnavailable',
    threshold: WITNESS_UNAVAILABLE_ALARM_RUNS,
    period: Duration.minutes(30),
    description: `The second RPC provider could not be read in ${WITNESS_UNAVAILABLE_ALARM_RUNS} or more runs within 30 minutes: newcomers are held back and new facts are shown as one provider's until it answers`,
  },
  {
    // A stray probe of the public webhook URL is a few refusals; 50 in 5 minutes (one every 6 s) is the
    // provider itself refused (secret rotated on one side only, body format changed) or someone
    // hammering the URL, and still far under the webhook's own throttle (25 a second).
    metric: 'deliveriesRefused',
    threshold: 50,
    period: Duration.minutes(5),
    description: 'The holder webhook refused 50 or more deliveries in 5 minutes (wrong secret or body)',
  },
  {
    // Scanners find execute-api hosts and get a few 403s a minute; 300 in 5 minutes (one a second,
    // sustained) is someone driving the origin directly, or CloudFront sending a stale origin secret so
    // the site's own API calls are refused. Far under the stage throttle (50 a second).
    metric: 'originRefusals',
    threshold: 300,
    period: Duration.minutes(5),
    description: 'The API refused 300 or more requests in 5 minutes that did not come through CloudFront',
  },
  {
    // Any one: who can move the donations changed on the chain (ADR 33). The operator should know
    // before a donor asks, whether they made the change or not.
    metric: 'walletControlChanges',
    threshold: 1,
    period: Duration.minutes(15),
    description:
      "The donation wallet's rules changed on the chain (members, threshold, timelock, authority or spending limits)",
  },
  {
    // Any one: who may mint more or freeze accounts, the mint's program or its decimals changed, and the
    // page now says so (ADR 35). The operator should know before a holder asks, whether they made it or not.
    metric: 'tokenSafetyChanges',
    threshold: 1,
    period: Duration.minutes(15),
    description:
      "The token's safety facts changed on the chain (mint or freeze authority, token program or decimals)",
  },
  {
    // A transaction the node listed but has not returned in 6 runs of the ledger import (an hour at its
    // 10-minute rhythm): not a node that is a few seconds behind, but one without that block or history,
    // so the ledger's totals lack it until the operator acts (ADR 30; infra/README.md, "9. Alarms").
    metric: 'ledgerUnreadMostRuns',
    statistic: 'Maximum',
    threshold: LEDGER_UNREAD_ALARM_RUNS,
    period: Duration.hours(1),
    description: `A transaction of the donation wallet has stayed unread for ${LEDGER_UNREAD_ALARM_RUNS} runs of the ledger import: the RPC node does not return it, so the ledger's totals lack it`,
  },
  {
    // Any one: a provider answered a slot from the future, which would have made every later read look
    // stale; it was refused, and a provider that keeps doing it keeps the watches on the stored facts.
    metric: 'futureSlots',
    threshold: 1,
    period: Duration.minutes(15),
    description:
      "A watch refused a chain answer whose slot was ahead of the node's own slot: the token-safety or wallet-control watch keeps its stored facts",
  },
  {
    // Any one: an announcement did not reach a chat, or may not have (ADR 36). The administrator's panel
    // says which and why; a revoked bot token fails every post until it is replaced.
    metric: 'announcementDeliveriesFailed',
    threshold: 1,
    period: Duration.minutes(15),
    description:
      'An announcement failed to post to Telegram or Discord, or its post is unknown: check the admin panel',
  },
];

/** Properties of {@link Alarms}. */
export interface AlarmsProps {
  /** Address that receives the notifications (it must confirm the subscription). */
  readonly email: string;
  /** The HTTP API whose server errors are watched. */
  readonly httpApi: apigw.IHttpApi;
  /** Handlers whose errors and throttles are watched, by name. */
  readonly functions: ReadonlyMap<string, lambda.IFunction>;
}

/**
 * E-mail alarms on API server errors, on handler errors and throttles, and on the functions' own metrics of
 * {@link METRIC_ALARMS}. The alarms are a nested stack of their own (`Rules`): two a function would take
 * the site's stack past CloudFormation's 500 resources a stack (infra/README.md, "9. Alarms"). The topic,
 * with its confirmed subscription, stays in the site's stack under its old logical id.
 */
export class Alarms extends Construct {
  /** Topic the alarms publish to. */
  public readonly topic: sns.Topic;
  /** The nested stack that holds the alarms. */
  public readonly rules: NestedStack;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Topic', { displayName: 'Site alarms', enforceSSL: true });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry no sensitive data, and CloudWatch cannot publish to a topic encrypted ' +
        'with the AWS managed key; a customer managed key would cost more than what it protects.',
    });
    this.topic.addSubscription(new subscriptions.EmailSubscription(props.email));
    const action = new actions.SnsAction(this.topic);
    const period = Duration.minutes(5);
    this.rules = new NestedStack(this, 'Rules', { description: 'The site alarms' });

    const alarm = (id: string, metric: cloudwatch.IMetric, threshold: number, description: string) => {
      new cloudwatch.Alarm(this.rules, id, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      }).addAlarmAction(action);
    };

    alarm(
      'ApiServerErrors',
      props.httpApi.metricServerError({ period, statistic: 'Sum' }),
      5,
      'The API answered 5 or more 5xx in 5 minutes',
    );
    for (const [name, fn] of props.functions) {
      // From the map's name: a route's function has the same id (stable), and the scheduled functions,
      // whose own construct ids are both "Function", stay distinct.
      const id = name.replace(/(^|-)([a-z0-9])/g, (_m, _dash, c: string) => c.toUpperCase());
      alarm(`${id}Errors`, fn.metricErrors({ period, statistic: 'Sum' }), 1, `${name} failed`);
      alarm(`${id}Throttles`, fn.metricThrottles({ period, statistic: 'Sum' }), 1, `${name} was throttled`);
    }
    for (const rule of METRIC_ALARMS) {
      const { name, service } = METRICS[rule.metric];
      // Powertools publishes each metric with the one dimension `service`: the alarm must name it too.
      const metric = new cloudwatch.Metric({
        namespace: METRICS_NAMESPACE,
        metricName: name,
        dimensionsMap: { service },
        statistic: rule.statistic ?? 'Sum',
        period: rule.period,
      });
      alarm(name, metric, rule.threshold, rule.description);
    }
  }
}
