import type { FetchImplementation } from 'jose';
import { httpRequest } from '../platform/http/http-client.js';

/** Google's key set is about 2 KiB; a larger answer than this is no key set of theirs. */
export const KEY_SET_MAX_BYTES = 64 * 1024;

/**
 * How jose fetches Google's token keys: through the project's HTTP client, which stops reading an
 * answer over {@link KEY_SET_MAX_BYTES} (HttpAnswerTooLargeError), where the global fetch reads any size.
 */
export function boundedKeyFetch(timeoutMs: number): FetchImplementation {
  return async (url, options) => {
    const answer = await httpRequest(url, {
      headers: Object.fromEntries(options.headers),
      timeoutMs,
      idempotent: true,
      maxBytes: KEY_SET_MAX_BYTES,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
        headers.append(name, one);
      }
    }
    return new Response(answer.body, { status: answer.status, headers });
  };
}
