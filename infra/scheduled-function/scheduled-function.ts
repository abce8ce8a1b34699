import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as iam from 'aws-cdk-lib/aws-iam';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { HandlerFunction, type HandlerFunctionProps } from '../handler-function/handler-function';

/** One EventBridge rule of a {@link ScheduledFunction}. */
export interface FunctionSchedule {
  /** The rule's construct id: it makes the rule's logical id, so keep it once deployed. */
  readonly id: string;
  /** When the rule fires. */
  readonly schedule: events.Schedule;
  /** What the rule is for, shown in the console and the template. */
  readonly description: string;
  /** The event the function receives. @default EventBridge's scheduled event */
  readonly input?: events.RuleTargetInput;
}

/** Properties of {@link ScheduledFunction}: those of {@link HandlerFunction}, and when and how often it is tried. */
export interface ScheduledFunctionProps extends HandlerFunctionProps {
  /** The rules that run the function; at least one, each id distinct. */
  readonly schedules: readonly FunctionSchedule[];
  /**
   * How many times a failed run is tried again, both by EventBridge (the invocation was not accepted) and
   * by Lambda (the function failed or timed out). @default 2: a failed daily job is tried again within the
   * hour rather than a day later
   */
  readonly retryAttempts?: number;
  /** How long after it fired a run may still start, by EventBridge and by Lambda alike. @default 1 hour */
  readonly maxEventAge?: Duration;
}

/**
 * A {@link HandlerFunction} run by EventBridge rules, with the same retry limits on the rules' targets and on
 * the function's asynchronous invocations. The function's errors are alarmed on by `Alarms`
 * (infra/monitoring/), under {@link ScheduledFunction.serviceName}.
 *
 * Logical ids: the HandlerFunction is this construct's default child (id `Default`), so its log group,
 * role and function are ids `Logs`, `Role` and `Default` of this construct, and the rules are its children
 * by their own ids. A parent that makes it with id `Default` therefore keeps the ids it had when it made
 * the function and the rules itself: the log group, which holds the logs, is not replaced.
 */
export class ScheduledFunction extends Construct {
  /** The function. */
  public readonly fn: nodejs.NodejsFunction;
  /** Its role, assumed by Lambda only. */
  public readonly role: iam.Role;
  /** Its log group. */
  public readonly logGroup: logs.ILogGroup;
  /** Its `POWERTOOLS_SERVICE_NAME`, also the name its alarms go by. */
  public readonly serviceName: string;
  private readonly rules = new Map<string, events.Rule>();

  constructor(scope: Construct, id: string, props: ScheduledFunctionProps) {
    super(scope, id);
    const { schedules, retryAttempts = 2, maxEventAge = Duration.hours(1), ...handlerProps } = props;
    if (schedules.length === 0) throw new Error(`${this.node.path}: at least one schedule is needed`);
    const ids = schedules.map((s) => s.id);
    if (new Set(ids).size !== ids.length) {
      throw new Error(`${this.node.path}: schedule ids must be distinct (got ${ids.join(', ')})`);
    }
    // EventBridge and Lambda accept 0-185 and 0-2 attempts, 60 s to 24 h and 6 h of age: the tighter of each.
    if (!Number.isInteger(retryAttempts) || retryAttempts < 0 || retryAttempts > 2) {
      throw new Error(`${this.node.path}: retryAttempts must be 0, 1 or 2 (got ${retryAttempts})`);
    }
    const ageS = maxEventAge.toSeconds();
    if (ageS < 60 || ageS > 6 * 3600) {
      throw new Error(`${this.node.path}: maxEventAge must be from 1 minute to 6 hours (got ${ageS} s)`);
    }

    const handler = new HandlerFunction(this, 'Default', handlerProps);
    this.fn = handler.fn;
    this.role = handler.role;
    this.logGroup = handler.logGroup;
    this.serviceName = handler.serviceName;

    // EventBridge's retry policy covers only handing the event to Lambda; a run that fails or times out
    // is retried by Lambda's asynchronous invocation (twice within 6 hours unless told otherwise).
    this.fn.configureAsyncInvoke({ retryAttempts, maxEventAge });
    for (const { id: ruleId, schedule, description, input } of schedules) {
      const rule = new events.Rule(this, ruleId, { description, schedule });
      rule.addTarget(new targets.LambdaFunction(this.fn, { retryAttempts, maxEventAge, event: input }));
      this.rules.set(ruleId, rule);
    }
  }

  /** The rule made for the schedule of this id; throws for an id that was not given. */
  public rule(id: string): events.Rule {
    const rule = this.rules.get(id);
    if (!rule) throw new Error(`${this.node.path}: no schedule ${id}`);
    return rule;
  }
}
