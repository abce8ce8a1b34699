import { Duration, Validations } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

/** Properties of {@link Alarms}. */
export interface AlarmsProps {
  /** Address that receives the notifications (it must confirm the subscription). */
  readonly email: string;
  /** The HTTP API whose server errors are watched. */
  readonly httpApi: apigw.IHttpApi;
  /** Handlers whose errors and throttles are watched, by name. */
  readonly functions: ReadonlyMap<string, lambda.IFunction>;
}

/** E-mail alarms on API server errors and on handler errors and throttles. */
export class Alarms extends Construct {
  /** Topic the alarms publish to. */
  public readonly topic: sns.Topic;

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

    const alarm = (id: string, metric: cloudwatch.IMetric, threshold: number, description: string) => {
      new cloudwatch.Alarm(this, id, {
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
  }
}
