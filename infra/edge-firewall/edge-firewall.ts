import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** Evaluation windows a rate-based rule accepts, in seconds. */
export type RateWindowSeconds = 60 | 120 | 300 | 600;

/** Requests one client IP may send within the window, per rule (WAF's minimum is 10). */
export interface PerClientLimits {
  /** POST/PUT/DELETE under /api except the webhook: the administrator's writes. */
  readonly adminWrites: number;
  /** GET/HEAD under /api/admin/. */
  readonly adminReads: number;
  /** The holder webhook. */
  readonly webhook: number;
  /** Every /api request. */
  readonly api: number;
}

/** Defaults of {@link EdgeFirewallProps.limits}, per 60 s; infra/README.md ("Per-visitor limits") gives the reasons. */
export const DEFAULT_PER_CLIENT_LIMITS: PerClientLimits = {
  adminWrites: 60,
  adminReads: 300,
  webhook: 1000,
  api: 1200,
};

/** The webhook's path (lambdas/routes.ts). */
export const WEBHOOK_PATH = '/api/new-holders/webhook';

/** Properties of {@link EdgeFirewall}. */
export interface EdgeFirewallProps {
  /** Requests per client IP and window before WAF answers 429. @default DEFAULT_PER_CLIENT_LIMITS */
  readonly limits?: PerClientLimits;
  /** The rate rules' evaluation window. @default 60 */
  readonly windowSeconds?: RateWindowSeconds;
  /** Add AWS's IP reputation list and known-bad-inputs rule groups. @default true */
  readonly managedRules?: boolean;
  /** Topic the blocked-request alarms notify; no alarms without one. @default - no alarms */
  readonly alarmTopic?: sns.ITopic;
  /** Blocked requests of one rule in 5 minutes that raise its alarm. @default 1000 */
  readonly blockedAlarmThreshold?: number;
}

/** Metric and rule names of the rate rules, in evaluation order. */
export const RATE_RULES = [
  'AdminWritesPerClient',
  'AdminReadsPerClient',
  'WebhookPerClient',
  'ApiPerClient',
] as const;
/** Metric and rule names of the managed rule groups. */
export const MANAGED_RULES = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesKnownBadInputsRuleSet',
] as const;

const TOO_MANY = 'TooManyRequests';
/** The web ACL's metric name: the `WebACL` dimension of its metrics. */
export const WEB_ACL_METRIC = 'SiteWebAcl';

const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

/**
 * The path as every layer behind WAF may read it: URL-decoded, normalised (`//`, `/./`, `/x/../` folded)
 * and in lower case. WAF matches that, so `/API/admin/…`, `//api/…` or `/%61pi/…` count under the rule
 * of the route they spell, even though the edge function answers them 404 (it accepts only each route's
 * one spelling): the two layers agree on which route a request is aimed at.
 */
export const PATH_TRANSFORMATIONS: readonly wafv2.CfnWebACL.TextTransformationProperty[] = [
  { priority: 0, type: 'URL_DECODE' },
  { priority: 1, type: 'NORMALIZE_PATH' },
  { priority: 2, type: 'LOWERCASE' },
];

const uriStartsWith = (prefix: string): wafv2.CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: prefix.toLowerCase(),
    textTransformations: [...PATH_TRANSFORMATIONS],
  },
});

const uriIs = (path: string): wafv2.CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'EXACTLY',
    searchString: path.toLowerCase(),
    textTransformations: [...PATH_TRANSFORMATIONS],
  },
});

/** An API path as the edge function defines it: `/api` itself or anything under `/api/` (not `/apiary`). */
const isApiPath = { orStatement: { statements: [uriIs('/api'), uriStartsWith('/api/')] } };

const methodIs = (method: string): wafv2.CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { method: {} },
    positionalConstraint: 'EXACTLY',
    searchString: method,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

const not = (statement: wafv2.CfnWebACL.StatementProperty) => ({ notStatement: { statement } });
const isRead = { orStatement: { statements: [methodIs('GET'), methodIs('HEAD')] } };

/**
 * An AWS WAF web ACL for the distribution (scope CLOUDFRONT: it must be created in us-east-1), with
 * rate-based rules per client IP (ADR 20) so one visitor cannot hold a route's throttle at 429 for
 * everyone, AWS's managed rule groups that fit a site without user HTML, and alarms on blocked spikes.
 */
export class EdgeFirewall extends Construct {
  /** The web ACL. */
  public readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeFirewallProps = {}) {
    super(scope, id);
    const limits = props.limits ?? DEFAULT_PER_CLIENT_LIMITS;
    const window = props.windowSeconds ?? 60;
    for (const [name, limit] of Object.entries(limits)) {
      if (!Number.isInteger(limit) || limit < 10) {
        throw new Error(
          `EdgeFirewall: limits.${name} is ${limit}; WAF's rate rules need a whole number of 10 or more.`,
        );
      }
    }

    // Evaluated in this order; the first that blocks ends it. The narrow rules come first so their own
    // metric names the route that was flooded.
    const scopes: Record<(typeof RATE_RULES)[number], [number, wafv2.CfnWebACL.StatementProperty]> = {
      AdminWritesPerClient: [
        limits.adminWrites,
        {
          andStatement: {
            statements: [uriStartsWith('/api/'), not(isRead), not(uriStartsWith(WEBHOOK_PATH))],
          },
        },
      ],
      AdminReadsPerClient: [
        limits.adminReads,
        { andStatement: { statements: [uriStartsWith('/api/admin/'), isRead] } },
      ],
      WebhookPerClient: [limits.webhook, uriStartsWith(WEBHOOK_PATH)],
      ApiPerClient: [limits.api, isApiPath],
    };
    const rules: wafv2.CfnWebACL.RuleProperty[] = RATE_RULES.map((name, priority) => {
      const [limit, scopeDownStatement] = scopes[name];
      return {
        name,
        priority,
        statement: {
          rateBasedStatement: {
            aggregateKeyType: 'IP',
            limit,
            evaluationWindowSec: window,
            scopeDownStatement,
          },
        },
        // 429 in the API's JSON shape (behaviour §10), so the page and the provider treat it as a throttle.
        action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: TOO_MANY } } },
        visibilityConfig: visibility(name),
      };
    });
    if (props.managedRules ?? true) {
      MANAGED_RULES.forEach((name, i) => {
        rules.push({
          name,
          priority: RATE_RULES.length + i,
          statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
          overrideAction: { none: {} },
          visibilityConfig: visibility(name),
        });
      });
    }

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Per-client limits and managed rules in front of the site, ADR 20',
      defaultAction: { allow: {} },
      customResponseBodies: {
        [TOO_MANY]: {
          contentType: 'APPLICATION_JSON',
          content: '{"success":false,"message":"Too many requests: try again in a minute"}',
        },
      },
      rules,
      visibilityConfig: visibility(WEB_ACL_METRIC),
    });

    this.rules = rules.map((rule) => rule.name);
    this.blockedAlarmThreshold = props.blockedAlarmThreshold ?? 1000;
    if (props.alarmTopic) this.addBlockedAlarms(props.alarmTopic);
  }

  /** Names of the web ACL's rules, each with its own metric. */
  public readonly rules: readonly string[];
  private readonly blockedAlarmThreshold: number;

  /** One alarm per rule on its blocked requests in 5 minutes, notifying `topic` (same region as this). */
  public addBlockedAlarms(topic: sns.ITopic): void {
    const action = new actions.SnsAction(topic);
    const threshold = this.blockedAlarmThreshold;
    for (const rule of this.rules) {
      // A CloudFront web ACL publishes in us-east-1, where this construct must be, with the dimensions
      // WebACL and Rule (an assumption: infra/README.md, "Per-visitor limits", says how to check it).
      const metric = new cloudwatch.Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: { WebACL: WEB_ACL_METRIC, Rule: rule },
        statistic: 'Sum',
        period: Duration.minutes(5),
      });
      new cloudwatch.Alarm(this, `${rule}Blocked`, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription: `WAF rule ${rule} blocked ${threshold} or more requests in 5 minutes`,
      }).addAlarmAction(action);
    }
  }
}
