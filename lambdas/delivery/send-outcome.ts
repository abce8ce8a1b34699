import { type HttpAnswer, HttpRequestError, httpRequest } from '../platform/http/http-client.js';

/** What a provider's answer means for the outbox (ADR 36). */
export type SendOutcome =
  /** Posted: the provider's message id (absent only if a success answer gave none). */
  | { readonly kind: 'sent'; readonly messageId?: string }
  /** Not posted and worth another try later: a 429 (with the provider's wait), a 5xx, no answer. */
  | {
      readonly kind: 'retry';
      readonly reason: string;
      readonly retryAfterMs?: number;
      /** No answer came: the provider may have posted it all the same (ADR 36). */
      readonly unanswered?: boolean;
    }
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

/** `value` when it is a JSON object, else {}. */
export function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A provider's JSON answer as an object ({} when it is not JSON). */
export function jsonObject(text: string): Record<string, unknown> {
  try {
    return asObject(JSON.parse(text));
  } catch {
    return {};
  }
}

/** A provider's answer: its status and headers, and its body as a JSON object. */
export interface ProviderAnswer {
  readonly status: number;
  readonly headers: HttpAnswer['headers'];
  readonly body: Record<string, unknown>;
}

/**
 * POSTs `payload` as JSON to `provider`'s `url`. No answer (a time-out, a refused connection) is a
 * retry; its reason names the provider, never the URL, which holds the token.
 */
export async function postToProvider(
  provider: string,
  url: string | URL,
  payload: unknown,
  timeoutMs: number,
): Promise<ProviderAnswer | SendOutcome> {
  try {
    const answer = await httpRequest(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      timeoutMs,
      maxBytes: 256 * 1024,
    });
    return { status: answer.status, headers: answer.headers, body: jsonObject(answer.body) };
  } catch (error) {
    if (error instanceof HttpRequestError)
      return { kind: 'retry', reason: `No answer from ${provider}: ${error.message}`, unanswered: true };
    throw error;
  }
}

/**
 * What an answer that is neither a success nor a 429 means: a 5xx is tried again; anything else (a
 * revoked token, a deleted webhook, a chat not found, refused content) is refused as things stand.
 */
export function failedAnswer(provider: string, status: number, description: string): SendOutcome {
  if (status >= 500) return { kind: 'retry', reason: `${provider} answered ${status}: ${description}` };
  return { kind: 'refused', reason: `${provider} refused the message (${status}): ${description}` };
}

/** A 429's outcome: tried again, after at least the provider's wait when it gave one. */
export function rateLimited(reason: string, retryAfterMs: number | undefined): SendOutcome {
  return { kind: 'retry', reason, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
}

/** A provider's wait in seconds (a number, or text such as "1.5") as milliseconds, if it is one. */
export function secondsToMs(value: unknown): number | undefined {
  const seconds = typeof value === 'string' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0
    ? Math.ceil(seconds * 1000)
    : undefined;
}
