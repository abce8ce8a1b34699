/** An answer of a provider's HTTP API: its status and its JSON body (an empty object when not JSON). */
export interface JsonAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/**
 * Calls a provider's API with a time limit. Errors say what failed and never quote the URL, which may
 * hold a token (a bot's, a webhook's).
 */
export async function requestJson(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs: number },
): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      ...(init.headers ? { headers: init.headers } : {}),
      ...(init.body === undefined ? {} : { body: init.body }),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    throw new Error(
      name === 'TimeoutError' ? `no answer within ${init.timeoutMs} ms` : `network error (${name})`,
    );
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = {};
  }
  return {
    status: response.status,
    body:
      body !== null && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : {},
  };
}

export const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
