/** How {@link withRetries} retries. */
export interface RetryOptions {
  /** Attempts in all, the first included. */
  readonly attempts: number;
  /** Delay before the second attempt; it doubles each time, with full jitter. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** Waits; tests pass one that does not. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Called before each retry with the error that caused it. */
  readonly onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
}

const RETRYABLE_NAMES = new Set([
  'SlowDown',
  'InternalError',
  'ServiceUnavailable',
  'RequestTimeout',
  'RequestTimeoutException',
  'ThrottlingException',
  'TimeoutError',
]);

/**
 * True for failures that may pass on their own: S3 5xx, throttling (429, SlowDown), timeouts and
 * network errors (no HTTP answer at all). A 4xx such as AccessDenied or NoSuchBucket is final.
 */
export function isTransient(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number }; $retryable?: unknown };
  const status = e?.$metadata?.httpStatusCode;
  if (status !== undefined)
    return status >= 500 || status === 429 || status === 408 || RETRYABLE_NAMES.has(e.name ?? '');
  return e?.$retryable !== undefined || RETRYABLE_NAMES.has(e?.name ?? '') || isNetworkError(error);
}

function isNetworkError(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return (
    typeof code === 'string' && /^(ECONN|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|ENETUNREACH|UND_ERR)/.test(code)
  );
}

/** The error of the last attempt, with how many attempts were made. */
export class RetriesExhaustedError extends Error {
  constructor(
    readonly attempts: number,
    readonly lastError: unknown,
  ) {
    super(
      `${(lastError as Error)?.message ?? String(lastError)} (after ${attempts} attempt${attempts === 1 ? '' : 's'})`,
    );
    this.name = 'RetriesExhaustedError';
  }
}

const realSleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Runs `operation`, retrying transient failures with exponential backoff and full jitter. */
export async function withRetries<T>(operation: () => Promise<T>, options: RetryOptions): Promise<T> {
  const sleep = options.sleep ?? realSleep;
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation();
    } catch (error) {
      if (attempt >= options.attempts || !isTransient(error)) throw new RetriesExhaustedError(attempt, error);
      const cap = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
      const delay = Math.round(Math.random() * cap);
      options.onRetry?.(error, attempt, delay);
      await sleep(delay);
    }
  }
}
