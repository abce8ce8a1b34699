import type { ApiAnswer, PrivacyPolicy } from '@contract';
import { getJson } from './http';
import { createLiveStore, type LiveSource } from './live-store';

/** Refresh period of live content; an admin change reaches an open page within about this long. */
export const LIVE_REFRESH_MS = 10_000;

/** The page's live store; all its listeners go when the page is unloaded. */
export const liveStore = createLiveStore({ intervalMs: LIVE_REFRESH_MS });

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', (event) => {
    if (!event.persisted) liveStore.dispose();
  });
}

/** Reads `data` from an API answer; a failed answer is an error. */
export function unwrap<T>(answer: ApiAnswer<T>): T {
  if (answer?.success !== true) {
    throw new Error(answer && 'message' in answer ? answer.message : 'Unexpected answer');
  }
  return answer.data;
}

/** A public collection under /api/canonical, as a list (a single object becomes a list of one). */
export function collectionSource<T>(collection: 'donations' | 'roadmap' | 'faq'): LiveSource<T[]> {
  return {
    fallback: [],
    async load() {
      const { body, changed } = await getJson<ApiAnswer<T[] | T | null>>(`/api/canonical/${collection}`);
      const data = unwrap(body);
      const value = Array.isArray(data) ? data : data ? [data] : [];
      return { value, changed };
    },
  };
}

/** The privacy policy document (`privacyPolicy/current`), or null when there is none. */
export const privacyPolicySource: LiveSource<PrivacyPolicy | null> = {
  fallback: null,
  async load() {
    const { body, changed } = await getJson<ApiAnswer<PrivacyPolicy | null>>('/api/documents/privacy-policy');
    return { value: unwrap(body) ?? null, changed };
  },
};
