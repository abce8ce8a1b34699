import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiAnswer } from '../testing/api-answer';
import { forgetEtags, getJson } from './http';
import { createLiveStore, type LiveStore } from './live-store';

/**
 * A `fetch` that gives up when its signal aborts, as a browser's does. A request waits to be answered
 * unless `answerAt` gives its answer (by its index) at once.
 */
function stalledFetch(answerAt: (index: number) => Response | undefined = () => undefined) {
  const requests: { url: string; signal?: AbortSignal | null; answer: (response: Response) => void }[] = [];
  const fetchMock = vi.fn(
    (url: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const now = answerAt(requests.length);
        requests.push({ url, signal: init?.signal, answer: resolve });
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        if (now) resolve(now);
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

let store: LiveStore | undefined;

afterEach(() => {
  store?.dispose();
  forgetEtags();
});

describe('getJson', () => {
  it('gives up with a TimeoutError when no answer comes in time', async () => {
    const requests = stalledFetch();
    await expect(getJson('/api/documents/privacy-policy', 30)).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    expect(requests.map((request) => request.url)).toEqual(['/api/documents/privacy-policy']);
    expect(requests[0]?.signal?.aborted).toBe(true);
  });

  it('answers as usual when the server answers in time', async () => {
    const requests = stalledFetch();
    const pending = getJson<{ data: string }>('/api/canonical/faq', 5000);
    requests[0]?.answer(apiAnswer('hello'));
    await expect(pending).resolves.toEqual({ body: { success: true, data: 'hello' }, changed: true });
    expect(requests[0]?.signal?.aborted).toBe(false);
  });

  it('lets a live value that hung once load again at the next refresh', async () => {
    // The first request never gets an answer; the next ones are answered at once.
    const requests = stalledFetch((index) => (index === 0 ? undefined : apiAnswer('the policy')));
    store = createLiveStore({ intervalMs: 10, isVisible: () => true, warn: () => {} });
    const seen: { value: unknown; failed: boolean }[] = [];
    store.subscribe(
      'policy',
      {
        fallback: null,
        load: async () => {
          const { body, changed } = await getJson<{ data: string }>('/api/documents/privacy-policy', 30);
          return { value: body.data, changed };
        },
      },
      (value, error) => seen.push({ value, failed: Boolean(error) }),
    );
    // The hung request times out, the fallback is delivered as a failure, and the store asks again.
    await vi.waitFor(() =>
      expect(seen.slice(0, 2)).toEqual([
        { value: null, failed: true },
        { value: 'the policy', failed: false },
      ]),
    );
    expect(requests[0]?.signal?.aborted).toBe(true);
  });
});
