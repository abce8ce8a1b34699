// How the functions' lines look in `npm start`'s terminal (ADR 26): one readable line per entry, in the
// local stack's own style (`[holders] …`, `[api] …`), instead of the JSON CloudWatch reads. Deployed,
// and whenever LOCAL_STACK is not 1, the lines stay JSON whatever LOCAL_LOG_FORMAT says.

/** True when this process writes text lines: the local stack, asked for them (`npm start` does). */
export function textLogs(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.LOCAL_STACK === '1' && env.LOCAL_LOG_FORMAT === 'text';
}

// Powertools' own keys: said by the line's prefix, or of no use on a developer's terminal.
const OMITTED = new Set([
  'level',
  'message',
  'timestamp',
  'service',
  'sampling_rate',
  'xray_trace_id',
  'cold_start',
  'correlation_id',
  'function_arn',
  'function_memory_size',
  'function_name',
  'function_request_id',
]);
const DEFAULT_SERVICE = 'community-token-site';
// An error's own keys said by its `Name: message` and its stack (Powertools adds `location`).
const ERROR_KEYS = new Set(['name', 'message', 'stack', 'location']);

interface ErrorFields {
  readonly name?: unknown;
  readonly message?: unknown;
  readonly stack?: unknown;
}

function isError(value: unknown): value is ErrorFields {
  return typeof value === 'object' && value !== null && 'message' in value && 'stack' in value;
}

function scalar(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  if (typeof value === 'bigint') return value.toString();
  if (value === undefined) return 'undefined';
  return JSON.stringify(value) ?? String(value);
}

/** `key=value` pairs, nested objects as `a.b=value`, errors as `key="Name: message"` and their stack. */
function fields(entries: [string, unknown][], prefix: string, pairs: string[], stacks: string[]): void {
  for (const [key, value] of entries) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isError(value)) {
      pairs.push(`${name}=${scalar(`${String(value.name ?? 'Error')}: ${String(value.message)}`)}`);
      if (typeof value.stack === 'string') stacks.push(value.stack);
      const rest = Object.entries(value).filter(
        ([key, field]) => !ERROR_KEYS.has(key) && field !== undefined,
      );
      fields(rest, name, pairs, stacks);
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      fields(Object.entries(value), name, pairs, stacks);
    } else {
      pairs.push(`${name}=${scalar(value)}`);
    }
  }
}

/**
 * One entry of Powertools' Logger as a line of text: `HH:MM:SS [function] LEVEL message key=value…`,
 * the function named by the Lambda context (the local gateway's `local-<route>`) or the service, the
 * request id and a cold start at the end, and an error's stack on the lines below, indented.
 */
export function formatTextLine(attributes: Record<string, unknown>): string {
  const time = typeof attributes.timestamp === 'string' ? attributes.timestamp.slice(11, 19) : '--:--:--';
  const functionName =
    typeof attributes.function_name === 'string' ? attributes.function_name.replace(/^local-/, '') : '';
  const service = typeof attributes.service === 'string' ? attributes.service : '';
  const who = functionName || (service && service !== DEFAULT_SERVICE ? service : 'functions');
  const level = String(attributes.level ?? 'INFO').padEnd(5);
  const pairs: string[] = [];
  const stacks: string[] = [];
  fields(
    Object.entries(attributes).filter(([key]) => !OMITTED.has(key)),
    '',
    pairs,
    stacks,
  );
  if (typeof attributes.correlation_id === 'string') pairs.push(`request=${attributes.correlation_id}`);
  if (attributes.cold_start === true) pairs.push('(cold start)');
  const head = [time, `[${who}]`, level, String(attributes.message ?? ''), ...pairs].join(' ');
  const tail = stacks.flatMap((stack) =>
    stack
      .split('\n')
      .slice(1)
      .map((line) => `    ${line.trim()}`),
  );
  return [head, ...tail].join('\n');
}
