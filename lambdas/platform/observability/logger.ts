import type { Context } from 'aws-lambda';
import type { FunctionLogger } from './powertools-logger.js';
import { textLogs } from './text-log.js';

// The functions log through Powertools' Logger (ADR 26), loaded at the first line an instance writes:
// loading and creating it costs about 8 ms of CPU at a cold start (`npm run bench:api`), and most
// invocations (a public read answered) write nothing. Lines written before it is loaded wait in order
// and are written when it is; the observability middleware waits for them before the invocation ends,
// so no line is lost when the instance is frozen. Scripts and tests that log outside an invocation
// call flushLogs() before reading or exiting.

type Level = 'debug' | 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;

interface Invocation {
  readonly context?: Context;
  readonly requestId?: string;
  readonly coldStart: boolean;
}

interface Line {
  readonly level: Level;
  readonly message: string;
  readonly fields?: Fields;
  readonly invocation?: Invocation;
}

let instance: FunctionLogger | undefined;
let loading: Promise<FunctionLogger> | undefined;
let applied: Invocation | undefined;
let current: Invocation | undefined;
let invocations = 0;
const pending: Line[] = [];

// Every copy of this module in the process (the local gateway and the tests load handlers afresh)
// registers its flush, so flushLogs() writes what any of them holds.
const FLUSHERS = Symbol.for('community-token-site.log-flushers');
const registry = globalThis as { [FLUSHERS]?: Set<() => Promise<void>> };
registry[FLUSHERS] ??= new Set();
const flushers = registry[FLUSHERS];
flushers.add(flush);

function load(): Promise<FunctionLogger> {
  loading ??= import('./powertools-logger.js').then(({ FunctionLogger, TextFunctionLogger }) => {
    // JSON for CloudWatch; text lines in `npm start`'s terminal (text-log.ts).
    instance = new (textLogs() ? TextFunctionLogger : FunctionLogger)({
      serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'community-token-site',
    });
    return instance;
  });
  return loading;
}

function write(logger: FunctionLogger, line: Line): void {
  if (line.invocation !== applied) {
    if (applied) logger.resetKeys();
    applied = line.invocation;
    if (applied?.context) {
      logger.setColdStart(applied.coldStart);
      logger.addContext(applied.context);
    }
    if (applied?.requestId) logger.setCorrelationId(applied.requestId);
  }
  if (line.fields) logger[line.level](line.message, line.fields);
  else logger[line.level](line.message);
}

async function flush(): Promise<void> {
  if (pending.length === 0) return;
  const logger = await load();
  for (const line of pending.splice(0)) write(logger, line);
}

const line =
  (level: Level) =>
  (message: string, fields?: Fields): void => {
    const entry: Line = {
      level,
      message,
      ...(fields ? { fields } : {}),
      ...(current ? { invocation: current } : {}),
    };
    if (instance && pending.length === 0) {
      write(instance, entry);
      return;
    }
    pending.push(entry);
    flush().catch(() => undefined);
  };

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

/** Starts an invocation: its lines carry this context and request id (the instance's first is its cold start). */
export function startInvocation(context: Context | undefined, requestId: string | undefined): void {
  invocations += 1;
  current = {
    ...(context?.awsRequestId ? { context } : {}),
    ...(requestId ? { requestId } : {}),
    coldStart: invocations === 1,
  };
}

/** Ends an invocation once its lines are written; its keys never reach the next one's lines. */
export async function endInvocation(): Promise<void> {
  current = undefined;
  await flush();
  if (applied && instance) {
    instance.resetKeys();
    applied = undefined;
  }
}

/** Writes every line still waiting for the logger to load, in every copy of this module. */
export async function flushLogs(): Promise<void> {
  await Promise.all([...flushers].map((flushOne) => flushOne()));
}
