import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { WEBHOOK_SECRET_LENGTH } from '../../lambdas/holders/holder-config';

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
  adminReads: 120,
  webhook: 1000,
  api: 1200,
};

/**
 * The crowd the shared throttles behind the web ACL are sized for (ADR 34): this many clients, each
 * sending all its per-client limits allow, cannot hold a route at 429 for its rightful callers.
 */
export const CROWD_CLIENTS = 10;

/**
 * What each kind of route's rightful callers need of its shared throttle on their own, in requests a
 * second (ADR 34): the administrator's writes and reads, the provider's deliveries at a viral peak with
 * room to spare, and the visitors' cache misses (≈ 8 a second at a million visits a month) many times over.
 */
export const OWN_NEED_PER_SECOND: PerClientLimits = { adminWrites: 5, adminReads: 10, webhook: 25, api: 50 };

/**
 * The least steady rate (requests a second) each shared throttle needs so that `crowd` clients at their
 * per-client limits, plus the rightful callers, stay under it: `crowd` × limit / window + own need. For
 * an administrator route the crowd may aim at one route, so the figure holds for each route alone.
 */
export function crowdProofRates(
  limits: PerClientLimits = DEFAULT_PER_CLIENT_LIMITS,
  windowSeconds: RateWindowSeconds = 60,
  crowd: number = CROWD_CLIENTS,
): PerClientLimits {
  const rate = (key: keyof PerClientLimits) =>
    Math.ceil((crowd * limits[key]) / windowSeconds + OWN_NEED_PER_SECOND[key]);
  return {
    adminWrites: rate('adminWrites'),
    adminReads: rate('adminReads'),
    webhook: rate('webhook'),
    api: rate('api'),
  };
}

/** The webhook's path (lambdas/routes.ts). */
export const WEBHOOK_PATH = '/api/new-holders/webhook';
/** The provider's webhook on the donation wallet (ADR 40), called with a shared secret as the holder one. */
export const DONATION_WEBHOOK_PATH = '/api/donations/webhook';
/** The donation receipts the page polls, and the Solana Action blink clients call (ADR 40): public, no token. */
export const RECEIPTS_PREFIX = '/api/donations/receipts/';
export const ACTIONS_PREFIX = '/api/actions/';

/**
 * Per-client limits of the donation routes, per window (ADR 40): a page polls its receipt every 3 s
 * (20 a minute), so 120 lets six donors behind one address wait at once; a blink client's POST is one
 * tap, 60 a minute is a crowd of donors behind one proxy. Both far under the API's own limit.
 */
export interface DonationLimits {
  readonly receipts: number;
  readonly actions: number;
}
export const DEFAULT_DONATION_LIMITS: DonationLimits = { receipts: 120, actions: 60 };

/** Properties of {@link EdgeFirewall}. */
export interface EdgeFirewallProps {
  /** Requests per client IP and window before WAF answers 429. @default DEFAULT_PER_CLIENT_LIMITS */
  readonly limits?: PerClientLimits;
  /** The donation routes' per-client limits. @default DEFAULT_DONATION_LIMITS */
  readonly donationLimits?: DonationLimits;
  /** The rate rules' evaluation window. @default 60 */
  readonly windowSeconds?: RateWindowSeconds;
  /** Add AWS's IP reputation list and known-bad-inputs rule groups. @default true */
  readonly managedRules?: boolean;
  /** Topic the blocked-request alarms notify; no alarms without one. @default - no alarms */
  readonly alarmTopic?: sns.ITopic;
  /** Blocked requests of one rule in 5 minutes that raise its alarm. @default 1000 */
  readonly blockedAlarmThreshold?: number;
}

/** Metric and rule names of the rules that refuse at the edge what could never be answered, first of all. */
export const EDGE_REFUSALS = ['AdminWithoutToken', 'WebhookWithoutSecret'] as const;
/** Metric and rule names of the rate rules, in evaluation order, after {@link EDGE_REFUSALS}. */
export const RATE_RULES = [
  'AdminWritesPerClient',
  'AdminReadsPerClient',
  'WebhookPerClient',
  'DonationReceiptsPerClient',
  'DonateActionsPerClient',
  'ApiPerClient',
] as const;
/** Metric and rule names of the managed rule groups. */
export const MANAGED_RULES = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesKnownBadInputsRuleSet',
] as const;

const TOO_MANY = 'TooManyRequests';
const NO_TOKEN = 'MissingToken';
const NO_SECRET = 'MissingWebhookSecret';
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

const uriContains = (part: string): wafv2.CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'CONTAINS',
    searchString: part.toLowerCase(),
    textTransformations: [...PATH_TRANSFORMATIONS],
  },
});

/**
 * What reaches the API: `/api` itself or anything under `/api/` (not `/apiary`), as the edge function
 * defines it, and an announcement's own page (`/news/<id>`, `/es/news/<id>`), which the function hands to
 * the API's news-page route (ADR 39): a flood of made-up slugs counts like any API read.
 */
const isApiPath = {
  orStatement: { statements: [uriIs('/api'), uriStartsWith('/api/'), uriContains('/news/')] },
};

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

/** Either webhook: a machine with a shared secret, never the administrator. */
const isWebhook: wafv2.CfnWebACL.StatementProperty = {
  orStatement: { statements: [uriStartsWith(WEBHOOK_PATH), uriStartsWith(DONATION_WEBHOOK_PATH)] },
};
/**
 * Every request under /api/ but reads, the webhooks and the Solana Action (whose POST and OPTIONS a blink
 * client sends without a token, ADR 40): the administrator's writes (lambdas/routes.ts).
 */
const isAdminWrite: wafv2.CfnWebACL.StatementProperty = {
  andStatement: {
    statements: [uriStartsWith('/api/'), not(isRead), not(isWebhook), not(uriStartsWith(ACTIONS_PREFIX))],
  },
};
/** GET and HEAD under /api/admin/: the administrator's reads. */
const isAdminRead: wafv2.CfnWebACL.StatementProperty = {
  andStatement: { statements: [uriStartsWith('/api/admin/'), isRead] },
};

// `singleHeader` is untyped JSON in CDK, passed to CloudFormation as written: its key is `Name`.
const authorization = { singleHeader: { Name: 'authorization' } };
/** What every administrator request carries: `Authorization: Bearer <ID token>` (the function's own rule). */
const hasBearer: wafv2.CfnWebACL.StatementProperty = {
  byteMatchStatement: {
    fieldToMatch: authorization,
    positionalConstraint: 'STARTS_WITH',
    searchString: 'Bearer ',
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
};
const authorizationSize = (comparisonOperator: 'GE' | 'LE', size: number) => ({
  sizeConstraintStatement: {
    fieldToMatch: authorization,
    comparisonOperator,
    size,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});
/** What the provider's deliveries carry: the shared secret, 16 to 256 characters, in Authorization. */
const hasWebhookSecretSize: wafv2.CfnWebACL.StatementProperty = {
  andStatement: {
    statements: [
      authorizationSize('GE', WEBHOOK_SECRET_LENGTH.min),
      authorizationSize('LE', WEBHOOK_SECRET_LENGTH.max),
    ],
  },
};

const refuse = (key: string) => ({
  block: { customResponse: { responseCode: 401, customResponseBodyKey: key } },
});

/**
 * An AWS WAF web ACL for the distribution (scope CLOUDFRONT: it must be created in us-east-1): first the
 * refusals of requests no function would answer but with a 401 (no bearer token on an administrator
 * route, no secret-sized Authorization on the webhook), so they never count (ADR 34); then rate-based
 * rules per client IP (ADR 20), which ten clients together cannot push past the shared throttles behind
 * them (ADR 34); AWS's managed rule groups that fit a site without user HTML; alarms on blocked spikes.
 */
export class EdgeFirewall extends Construct {
  /** The web ACL. */
  public readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeFirewallProps = {}) {
    super(scope, id);
    const limits = props.limits ?? DEFAULT_PER_CLIENT_LIMITS;
    const donation = props.donationLimits ?? DEFAULT_DONATION_LIMITS;
    const window = props.windowSeconds ?? 60;
    for (const [name, limit] of Object.entries({ ...limits, ...donation })) {
      if (!Number.isInteger(limit) || limit < 10) {
        throw new Error(
          `EdgeFirewall: limits.${name} is ${limit}; WAF's rate rules need a whole number of 10 or more.`,
        );
      }
    }

    // Evaluated in this order; the first that blocks ends it. The narrow rules come first so their own
    // metric names the route that was flooded.
    const scopes: Record<(typeof RATE_RULES)[number], [number, wafv2.CfnWebACL.StatementProperty]> = {
      AdminWritesPerClient: [limits.adminWrites, isAdminWrite],
      AdminReadsPerClient: [limits.adminReads, isAdminRead],
      WebhookPerClient: [limits.webhook, isWebhook],
      DonationReceiptsPerClient: [donation.receipts, uriStartsWith(RECEIPTS_PREFIX)],
      DonateActionsPerClient: [donation.actions, uriStartsWith(ACTIONS_PREFIX)],
      ApiPerClient: [limits.api, isApiPath],
    };
    // First, what no function would answer but with a 401: refused here, it never counts against a
    // rate rule or reaches the API's shared throttles (ADR 34). The function's own check stays.
    const refusals: wafv2.CfnWebACL.RuleProperty[] = [
      {
        name: 'AdminWithoutToken',
        priority: 0,
        statement: {
          andStatement: {
            statements: [{ orStatement: { statements: [isAdminWrite, isAdminRead] } }, not(hasBearer)],
          },
        },
        action: refuse(NO_TOKEN),
        visibilityConfig: visibility('AdminWithoutToken'),
      },
      {
        name: 'WebhookWithoutSecret',
        priority: 1,
        statement: { andStatement: { statements: [isWebhook, not(hasWebhookSecretSize)] } },
        action: refuse(NO_SECRET),
        visibilityConfig: visibility('WebhookWithoutSecret'),
      },
    ];
    const rules: wafv2.CfnWebACL.RuleProperty[] = [...refusals];
    RATE_RULES.forEach((name, i) => {
      const [limit, scopeDownStatement] = scopes[name];
      rules.push({
        name,
        priority: EDGE_REFUSALS.length + i,
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
      });
    });
    if (props.managedRules ?? true) {
      MANAGED_RULES.forEach((name, i) => {
        rules.push({
          name,
          priority: EDGE_REFUSALS.length + RATE_RULES.length + i,
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
        // The functions' own messages for the same refusals (lambdas/admin/admin-auth.ts, webhook-auth.ts).
        [NO_TOKEN]: {
          contentType: 'APPLICATION_JSON',
          content: '{"success":false,"message":"Missing or malformed Authorization header"}',
        },
        [NO_SECRET]: {
          contentType: 'APPLICATION_JSON',
          content: '{"success":false,"message":"Missing or wrong webhook secret"}',
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
