import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';

// The function's logger is Powertools' Logger (ADR 26), created at the first line an instance writes:
// creating it costs about 6 ms of CPU, and most invocations (a public read answered) write nothing, so
// a cold start does not pay for it. What each line must carry is recorded per invocation by the
// observability middleware (startInvocation) and applied when the logger exists.

/** Powertools' Logger, told the instance's own cold-start state: it may be created in a later invocation. */
class FunctionLogger extends Logger {
  setColdStart(coldStart: boolean): void {
    this.coldStart = coldStart;
  }
}

interface Invocation {
  readonly context?: Context;
  readonly requestId?: string;
  readonly coldStart: boolean;
  applied: boolean;
}

let instance: FunctionLogger | undefined;
let current: Invocation | undefined;
let invocations = 0;

function powertools(): FunctionLogger {
  instance ??= new FunctionLogger({
    serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'community-token-site',
  });
  if (current && !current.applied) {
    current.applied = true;
    if (current.context) {
      instance.setColdStart(current.coldStart);
      instance.addContext(current.context);
    }
    if (current.requestId) instance.setCorrelationId(current.requestId);
  }
  return instance;
}

type Level = 'debug' | 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;

const line = (level: Level) => (message: string, fields?: Fields) =>
  fields ? powertools()[level](message, fields) : powertools()[level](message);

/**
 * The function's logger: one JSON line per entry, level from POWERTOOLS_LOG_LEVEL (INFO by default),
 * service from POWERTOOLS_SERVICE_NAME (set per function by the CDK app); within an invocation every
 * line carries the Lambda context with its cold-start flag and, for API requests, the API Gateway
 * request id as `correlation_id`. Never pass a secret, a key or a URL that may hold one.
 */
export const logger = {
  debug: line('debug'),
  info: line('info'),
  warn: line('warn'),
  error: line('error'),
};

/** Starts an invocation: its lines will carry this context and request id (the first of the instance is the cold start). */
export function startInvocation(context: Context | undefined, requestId: string | undefined): void {
  invocations += 1;
  current = {
    ...(context?.awsRequestId ? { context } : {}),
    ...(requestId ? { requestId } : {}),
    coldStart: invocations === 1,
    applied: false,
  };
}

/** Ends an invocation: its keys never reach the next one's lines. */
export function endInvocation(): void {
  if (current?.applied) instance?.resetKeys();
  current = undefined;
}
