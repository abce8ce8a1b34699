import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Fn, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { CHAIN_DATABASE_ID } from '../../lambdas/platform/database/chain-collections';
import { FACTS_DATABASE_ID } from '../../lambdas/platform/database/facts-collections';
import { ORIGIN_HEADER } from '../../lambdas/platform/origin/origin-header';
import {
  CALLER_SECRETS,
  type DatabaseIdentity,
  databaseIdentity,
  ROUTES,
  type RouteDefinition,
  type RouteSecret,
} from '../../lambdas/routes';
import { HandlerFunction, type PowertoolsLogLevel } from '../handler-function/handler-function';
import { PROJECT_ROOT } from '../project-root';

/** Properties of {@link Api}. */
export interface ApiProps {
  /** Firebase project whose Firestore and Auth the handlers use. */
  readonly firebaseProjectId: string;
  /** Firebase Auth uid of the administrator. */
  readonly adminUid: string;
  /**
   * The service-account key of each Google identity (ADR 20): a route's function may read only the key of
   * its identity (`databaseIdentity` of lambdas/routes.ts), and none when it never opens the database.
   */
  readonly serviceAccountSecrets: Readonly<Record<DatabaseIdentity, secretsmanager.ISecret>>;
  /**
   * Secrets that only the routes naming them (RouteDefinition.secrets) may read; each such function
   * gets `<NAME>_ARN`. A route naming a secret that is not given here is an error. @default none
   */
  readonly routeSecrets?: Readonly<Partial<Record<RouteSecret, secretsmanager.ISecret>>>;
  /** Extra environment for every handler, e.g. the token mint and the donation wallet. @default none */
  readonly environment?: Readonly<Record<string, string>>;
  /** Steady-state requests per second the stage accepts before answering 429. @default 250 */
  readonly rateLimit?: number;
  /** Burst the stage accepts before answering 429. @default 500 */
  readonly burstLimit?: number;
  /**
   * Own throttles of the machine-called routes (the webhook) and of the administrator's writes, so junk
   * on one route cannot hold another at 429; each sized above what the web ACL lets a crowd of clients
   * through (ADR 34). @default webhook 200/s burst 400, admin writes 20/s burst 40, admin reads 30/s burst 60
   */
  readonly routeThrottles?: {
    readonly webhook?: Throttle;
    readonly adminWrites?: Throttle;
    /** Each administrator read (GET of an `admin: true` route): its own bucket, not the public reads'. */
    readonly adminReads?: Throttle;
  };
  /**
   * The origin secret (ADR 15): every function may read it (`ORIGIN_SECRET_ARN`) and refuses a
   * request without one of its values in `x-origin-verify`; {@link Api.origin} sends `originHeaderValue`.
   */
  readonly originSecret: secretsmanager.ISecret;
  /**
   * What CloudFront sends in `x-origin-verify`: a CloudFormation dynamic reference to a version of the
   * origin secret, resolved at deploy (never the value itself in the template).
   */
  readonly originHeaderValue: string;
  /**
   * The id of the origin secret's version CloudFront sends (`ORIGIN_SECRET_VERSION`): the functions accept
   * it and the current value only, so the deploy that ships a new value closes the old one.
   */
  readonly originSecretVersion: string;
  /** Routes to serve, one function each. @default ROUTES from lambdas/routes.ts */
  readonly routes?: readonly RouteDefinition[];
  /** Folder the route entries are relative to. @default the repository root */
  readonly projectRoot?: string;
  /** Days the function and access logs are kept. @default 30 */
  readonly logRetention?: logs.RetentionDays;
  /** Hosts chart links may point at (`CHART_HOSTS`); links to others are dropped. @default - not filtered */
  readonly chartHosts?: readonly string[];
  /** Lowest level the handlers' Powertools Logger writes (`POWERTOOLS_LOG_LEVEL`). @default 'INFO' */
  readonly logLevel?: PowertoolsLogLevel;
}

/** A route's steady rate (requests per second) and burst before API Gateway answers 429. */
export interface Throttle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/**
 * Defaults of {@link ApiProps.routeThrottles}: backstops sized above what the web ACL lets ten clients
 * through, plus the rightful callers' own need (ADR 34; `crowdProofRates` in edge-firewall.ts, which the
 * stack's template test holds them to).
 */
export const DEFAULT_ROUTE_THROTTLES = {
  webhook: { rateLimit: 200, burstLimit: 400 },
  adminWrites: { rateLimit: 20, burstLimit: 40 },
  adminReads: { rateLimit: 30, burstLimit: 60 },
} as const satisfies Record<string, Throttle>;

/** Default of {@link ApiProps.rateLimit} and {@link ApiProps.burstLimit}: the public routes' shared stage (ADR 34). */
export const DEFAULT_STAGE_THROTTLE = { rateLimit: 250, burstLimit: 500 } as const satisfies Throttle;

/** API Gateway HTTP API with one Lambda function per route, throttled at the stage and per sensitive route. */
export class Api extends Construct {
  /** The HTTP API. */
  public readonly httpApi: apigw.HttpApi;
  /** Its `$default` stage, where throttling and access logs are set. */
  public readonly stage: apigw.HttpStage;
  /** The handler of each route, by route name. */
  public readonly functions: ReadonlyMap<string, nodejs.NodejsFunction>;
  /** The API as a CloudFront origin (HTTPS only). */
  public readonly origin: origins.HttpOrigin;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const routes = props.routes ?? ROUTES;
    const projectRoot = props.projectRoot ?? PROJECT_ROOT;
    const retention = props.logRetention ?? logs.RetentionDays.ONE_MONTH;

    const missing = routes.filter((r) => !existsSync(join(projectRoot, r.entry))).map((r) => r.entry);
    if (missing.length > 0) {
      throw new Error(`Api: handler files missing under ${projectRoot}: ${missing.join(', ')}`);
    }

    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      description: 'Site API, reached through CloudFront at /api',
      createDefaultStage: false,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: {
        rateLimit: props.rateLimit ?? DEFAULT_STAGE_THROTTLE.rateLimit,
        burstLimit: props.burstLimit ?? DEFAULT_STAGE_THROTTLE.burstLimit,
      },
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        // No headers: the Authorization token must never reach the logs.
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            path: '$context.path',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });

    const unmapped = routes.flatMap((r) => (r.secrets ?? []).filter((name) => !props.routeSecrets?.[name]));
    if (unmapped.length > 0) {
      throw new Error(`Api: routes need secrets that were not given: ${[...new Set(unmapped)].join(', ')}`);
    }

    const functions = new Map<string, nodejs.NodejsFunction>();
    // RouteSettings is untyped JSON in CloudFormation's schema: CDK passes its keys as written.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const route of routes) {
      const id = toPascalCase(route.name);
      // Least privilege: each function reads its own identity's key, and one that never opens
      // Firestore (ping, the facts) none.
      const identity = databaseIdentity(route);
      const key = identity && props.serviceAccountSecrets[identity];
      const secretEnv: Record<string, string> = {};
      const routeSecrets = (route.secrets ?? []).map((name) => {
        const secret = props.routeSecrets?.[name] as secretsmanager.ISecret;
        secretEnv[`${name}_ARN`] = secret.secretArn;
        return secret;
      });
      const { fn } = new HandlerFunction(this, id, {
        entry: route.entry,
        projectRoot,
        description: `${route.method} ${route.path}`,
        serviceName: route.name,
        logLevel: props.logLevel,
        roleDescription: `Handler of ${route.method} ${route.path}`,
        // Made here, beside the function, as before HandlerFunction existed: its logical id, and so the
        // logs it holds, stay the same.
        logGroup: new logs.LogGroup(this, `${id}Logs`, { retention, removalPolicy: RemovalPolicy.DESTROY }),
        secrets: [props.originSecret, ...(key ? [key] : []), ...routeSecrets],
        environment: {
          FIREBASE_PROJECT_ID: props.firebaseProjectId,
          ADMIN_UID: props.adminUid,
          ORIGIN_SECRET_ARN: props.originSecret.secretArn,
          ORIGIN_SECRET_VERSION: props.originSecretVersion,
          ...(key ? { FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: key.secretArn } : { DATABASE: 'none' }),
          // ADR 37: the chain data's and the believed facts' databases; the holder feed's functions may
          // open the chain one alone.
          ...(key ? { CHAIN_DATABASE: CHAIN_DATABASE_ID, FACTS_DATABASE: FACTS_DATABASE_ID } : {}),
          ...(identity === 'holder-feed' ? { DATABASE: 'chain' } : {}),
          ...(props.chartHosts ? { CHART_HOSTS: props.chartHosts.join(',') } : {}),
          ...props.environment,
          ...secretEnv,
        },
      });
      const [httpRoute] = this.httpApi.addRoutes({
        path: route.path,
        methods: [apigw.HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${id}Integration`, fn),
      });
      if (httpRoute) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions::AwsSolutions-APIG4',
          reason: route.admin
            ? 'The handler verifies the Firebase ID token (signature, audience, issuer, expiry) and the ' +
              'administrator uid, the single authority shared with the local stack; 401/403 in our JSON shape.'
            : route.secrets?.some((name) => CALLER_SECRETS.includes(name))
              ? 'Called by a machine (the webhook provider) that sends a shared secret, compared by the handler ' +
                'in constant time against Secrets Manager; API Gateway authorizers cannot check that header form.'
              : 'Public read-only content, by design: every visitor reads it without signing in.',
        });
      }
      functions.set(route.name, fn);
      const throttle = routeThrottle(route, props.routeThrottles);
      if (throttle && httpRoute) {
        routeSettings[`${route.method} ${route.path}`] = {
          ThrottlingRateLimit: throttle.rateLimit,
          ThrottlingBurstLimit: throttle.burstLimit,
        };
        // The stage names the route by its key: CloudFormation must create the route first.
        this.stage.node.addDependency(httpRoute);
      }
    }
    this.functions = functions;
    (this.stage.node.defaultChild as apigw.CfnStage).routeSettings = routeSettings;

    // apiEndpoint is https://<id>.execute-api.<region>.<suffix>: the origin needs the bare host name.
    const host = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
    this.origin = new origins.HttpOrigin(host, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      // CloudFront replaces a viewer's header of the same name, so only it can send the right value.
      customHeaders: { [ORIGIN_HEADER]: props.originHeaderValue },
    });
  }
}

/** The webhook (called by a machine with a secret), every administrator write and read get their own throttle. */
export function routeThrottle(
  route: RouteDefinition,
  throttles: ApiProps['routeThrottles'] = {},
): Throttle | undefined {
  if (route.secrets?.some((name) => CALLER_SECRETS.includes(name))) {
    return throttles.webhook ?? DEFAULT_ROUTE_THROTTLES.webhook;
  }
  if (route.admin && route.method !== 'GET')
    return throttles.adminWrites ?? DEFAULT_ROUTE_THROTTLES.adminWrites;
  if (route.admin) return throttles.adminReads ?? DEFAULT_ROUTE_THROTTLES.adminReads;
  return undefined;
}

function toPascalCase(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_m, _dash, c: string) => c.toUpperCase());
}
