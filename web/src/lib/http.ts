/** A failed HTTP answer (status not ok), with the status for callers that care. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    url: string,
  ) {
    super(`GET ${url} answered ${status}`);
    this.name = 'HttpError';
  }
}

export interface JsonAnswer<T> {
  body: T;
  /** False when the server answered 304 and the remembered body was reused. */
  changed: boolean;
}

const remembered = new Map<string, { etag: string; body: unknown }>();

/**
 * How long a GET may take before it counts as failed (behaviour §4, "Live data"). The page's polls
 * send one request at a time per value and wait for it to end: a request that a stalled phone
 * connection never answers would otherwise stop that value's updates (and leave its loading state
 * up) until the page is reloaded.
 */
export const GET_TIMEOUT_MS = 8000;

/**
 * A signal that aborts a request after `timeoutMs`. Browsers without AbortSignal.timeout (before
 * 2022) get none and keep the old behaviour: no time limit.
 */
export function timeoutSignal(timeoutMs: number): AbortSignal | undefined {
  return AbortSignal.timeout?.(timeoutMs);
}

/**
 * GET a JSON resource with If-None-Match, so an unchanged answer costs a 304 and no body. Rejects
 * (a `TimeoutError`) when no answer has come after `timeoutMs`.
 */
export async function getJson<T>(url: string, timeoutMs = GET_TIMEOUT_MS): Promise<JsonAnswer<T>> {
  const known = remembered.get(url);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (known) headers['If-None-Match'] = known.etag;
  const response = await fetch(url, { headers, cache: 'no-store', signal: timeoutSignal(timeoutMs) });
  if (response.status === 304 && known) return { body: known.body as T, changed: false };
  if (!response.ok) throw new HttpError(response.status, url);
  const body = (await response.json()) as T;
  const etag = response.headers.get('ETag');
  if (etag) remembered.set(url, { etag, body });
  else remembered.delete(url);
  return { body, changed: true };
}

/** Forgets every remembered ETag (tests). */
export function forgetEtags(): void {
  remembered.clear();
}
