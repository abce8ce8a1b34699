import { existsSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE } from '../../lambdas/platform/observability/metric-names';
import { handlerBundling, LAMBDA_RUNTIME } from '../api/bundling';
import { PROJECT_ROOT } from '../project-root';
import { prebuiltBundle } from './prebuilt-bundles';

/** Log levels of Powertools' Logger (`POWERTOOLS_LOG_LEVEL`). */
export type PowertoolsLogLevel = 'TRACE' | 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'CRITICAL' | 'SILENT';

/** The environment variables this construct sets itself: they cannot be given in `environment`. */
export const POWERTOOLS_VARIABLES = [
  'POWERTOOLS_SERVICE_NAME',
  'POWERTOOLS_METRICS_NAMESPACE',
  'POWERTOOLS_LOG_LEVEL',
] as const;

const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Properties of {@link HandlerFunction}. */
export interface HandlerFunctionProps {
  /** The handler file, relative to `projectRoot`, e.g. `lambdas/functions/ping.ts`. */
  readonly entry: string;
  /** The exported handler's name. @default 'handler' */
  readonly handler?: string;
  /** What the function does, shown in the console and the template. */
  readonly description: string;
  /** The role's description. @default the function's description */
  readonly roleDescription?: string;
  /** Memory in MB; Lambda's CPU grows with it (infra/README.md, "512 MB"). @default 512 */
  readonly memorySize?: number;
  /** How long one invocation may run. @default 10 seconds */
  readonly timeout?: Duration;
  /** The function's environment variables, besides the Powertools ones this construct sets. @default none */
  readonly environment?: Readonly<Record<string, string>>;
  /**
   * Short kebab-case name of the function (`POWERTOOLS_SERVICE_NAME`): its logs' `service` key. Its metrics
   * must name their own `service` (lambdas/platform/observability/metric-names.ts), which the alarms watch.
   * @default the entry's file name without extension, e.g. `ping` for `lambdas/functions/ping.ts`
   */
  readonly serviceName?: string;
  /** Lowest level Powertools' Logger writes (`POWERTOOLS_LOG_LEVEL`). @default 'INFO' */
  readonly logLevel?: PowertoolsLogLevel;
  /** Secrets the role may read (their ARNs go in `environment` under the handler's own names). @default none */
  readonly secrets?: readonly secretsmanager.ISecret[];
  /** Days the function's logs are kept, when this construct makes the log group. @default one month */
  readonly logRetention?: logs.RetentionDays;
  /**
   * A log group made by the caller for this function alone: the role may write it. For a log group that
   * existed before this construct, whose logical id (and so its logs) must not change.
   * @default a new log group, kept `logRetention` and deleted with the stack
   */
  readonly logGroup?: logs.ILogGroup;
  /** The processor architecture. @default ARM_64 (cheaper per GB-second, and what the bundles target) */
  readonly architecture?: lambda.Architecture;
  /** How the entry is bundled. @default handlerBundling() of infra/api/bundling.ts */
  readonly bundling?: nodejs.BundlingOptions;
  /** Folder `entry` is relative to, holding the lock file. @default the repository root */
  readonly projectRoot?: string;
  /** The lock file esbuild resolves against. @default package-lock.json in `projectRoot` */
  readonly depsLockFilePath?: string;
}

/**
 * One handler of lambdas/ deployed as a Lambda function with its own role and log group: the role may
 * write that log group and read the given secrets, nothing else (callers add statements for more).
 * Node.js of {@link LAMBDA_RUNTIME}, X-Ray off; Powertools' service name, metrics namespace
 * ({@link METRICS_NAMESPACE}) and log level in the environment.
 *
 * Logical ids: the function is the default child (id `Default`, which CDK leaves out of logical ids), so
 * `new HandlerFunction(api, 'Ping', ...)` puts it where a bare `NodejsFunction(api, 'Ping')` stood; a
 * HandlerFunction with id `Default` adds nothing either, so its log group and role are ids `Logs` and
 * `Role` of its parent, where the scheduled functions kept theirs before this construct existed.
 */
export class HandlerFunction extends Construct {
  /** The function. */
  public readonly fn: nodejs.NodejsFunction;
  /** Its role, assumed by Lambda only. */
  public readonly role: iam.Role;
  /** Its log group. */
  public readonly logGroup: logs.ILogGroup;
  /** Its `POWERTOOLS_SERVICE_NAME`. */
  public readonly serviceName: string;
  /** The handler file's absolute path. */
  public readonly entry: string;
  /** True when bundled with `handlerBundling()`, so a bundle of prebuilt-bundles.ts may stand in. */
  public readonly defaultBundling: boolean;

  constructor(scope: Construct, id: string, props: HandlerFunctionProps) {
    super(scope, id);
    const projectRoot = props.projectRoot ?? PROJECT_ROOT;
    const entry = join(projectRoot, props.entry);
    this.entry = entry;
    this.defaultBundling = props.bundling === undefined;
    if (!existsSync(entry)) throw new Error(`${this.node.path}: handler file missing: ${entry}`);
    this.serviceName = props.serviceName ?? basename(props.entry, extname(props.entry));
    if (!KEBAB_CASE.test(this.serviceName)) {
      throw new Error(`${this.node.path}: serviceName must be kebab-case (got ${this.serviceName})`);
    }
    const taken = POWERTOOLS_VARIABLES.filter((name) => props.environment && name in props.environment);
    if (taken.length > 0) {
      throw new Error(`${this.node.path}: set by the construct, not in environment: ${taken.join(', ')}`);
    }

    this.logGroup =
      props.logGroup ??
      new logs.LogGroup(this, 'Logs', {
        retention: props.logRetention ?? logs.RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      });
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: props.roleDescription ?? props.description,
    });
    this.logGroup.grantWrite(this.role);
    for (const secret of props.secrets ?? []) secret.grantRead(this.role);

    // A bundle made ahead (prebuilt-bundles.ts) is the same file NodejsFunction would make, only sooner.
    const prebuilt = this.defaultBundling ? prebuiltBundle(entry) : undefined;
    const handler = props.handler ?? 'handler';
    this.fn = new nodejs.NodejsFunction(this, 'Default', {
      entry,
      ...(prebuilt
        ? { code: lambda.Code.fromAsset(prebuilt), handler: `index.${handler}` }
        : { bundling: props.bundling ?? handlerBundling(), handler }),
      projectRoot,
      depsLockFilePath: props.depsLockFilePath ?? join(projectRoot, 'package-lock.json'),
      description: props.description,
      runtime: LAMBDA_RUNTIME,
      architecture: props.architecture ?? lambda.Architecture.ARM_64,
      // CPU scales with memory: 512 MB halves firebase-admin's CPU-bound cold start compared with 256 MB,
      // while a warm request stays a few tens of milliseconds of the cheapest tier.
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      // Off: the SDK calls are not instrumented, and logs plus metrics answer our questions at no cost.
      tracing: lambda.Tracing.DISABLED,
      environment: {
        ...props.environment,
        POWERTOOLS_SERVICE_NAME: this.serviceName,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        POWERTOOLS_LOG_LEVEL: props.logLevel ?? 'INFO',
      },
      logGroup: this.logGroup,
      role: this.role,
    });
  }
}
