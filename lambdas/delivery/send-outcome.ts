/** What a provider's answer means for the outbox (ADR 36). */
export type SendOutcome =
  /** Posted: the provider's message id (absent only if a success answer gave none). */
  | { readonly kind: 'sent'; readonly messageId?: string }
  /** Not posted and worth another try later: a 429 (with the provider's wait), a 5xx, no answer. */
  | { readonly kind: 'retry'; readonly reason: string; readonly retryAfterMs?: number }
  /** Not posted and never will be as things stand: a revoked token, a deleted webhook, a bad chat. */
  | { readonly kind: 'refused'; readonly reason: string };

/** Sends one message to one channel. */
export type SendMessage = (message: { text: string; link: string }) => Promise<SendOutcome>;

/** How long to wait before the next try and how often to try. */
export interface RetryPolicy {
  /** Tries in all before a delivery is marked failed. */
  readonly maxAttempts: number;
  /** The wait after the first failed try; it doubles with each one. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
};

/**
 * The wait before try `attempts + 1`: exponential with jitter (half fixed, half random, so senders that
 * failed together do not come back together), and never less than the provider asked for (429).
 */
export function retryDelayMs(
  policy: RetryPolicy,
  attempts: number,
  random: () => number,
  retryAfterMs = 0,
): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  const jittered = exponential / 2 + (exponential / 2) * random();
  return Math.ceil(Math.max(jittered, retryAfterMs));
}

/** A provider's JSON answer as an object ({} when it is not JSON). */
export function jsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** A provider's wait in seconds (a number, or text such as "1.5") as milliseconds, if it is one. */
export function secondsToMs(value: unknown): number | undefined {
  const seconds = typeof value === 'string' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0
    ? Math.ceil(seconds * 1000)
    : undefined;
}
