import type { ApiAnswer, PrivacyPolicy } from '@contract';
import { getJson } from './http';
import { pageLocale } from './i18n/i18n';
import { DEFAULT_LOCALE, type Locale } from './i18n/locales';
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

/**
 * Where a page reads admin content (ADR 28): English reads the English path, another locale
 * `/api/locales/{locale}` before it, whose entries carry that locale's translations. The contract's
 * `localizedApiPath` is the rule; it is written again here because importing the contract's values
 * would bring zod into the page, and live.test.ts holds the two to the same answer.
 */
export function contentPath(englishPath: string, locale: Locale = pageLocale()): string {
  return locale === DEFAULT_LOCALE
    ? englishPath
    : `/api/locales/${locale}${englishPath.replace(/^\/api/, '')}`;
}

/**
 * The live store's key for a piece of content in the page's locale: each locale's content is its own
 * value, so a cached answer in one language is never delivered to a page in another.
 */
export const liveContentKey = (name: string, locale: Locale = pageLocale()): string => `${name}:${locale}`;

export type PublicCollection = 'donations' | 'roadmap' | 'faq' | 'announcements';

/**
 * A public collection under /api/canonical in the page's locale, as a list (a single object becomes a
 * list of one).
 */
export function collectionSource<T>(
  collection: PublicCollection,
  locale: Locale = pageLocale(),
): LiveSource<T[]> {
  const path = contentPath(`/api/canonical/${collection}`, locale);
  return {
    fallback: [],
    async load() {
      const { body, changed } = await getJson<ApiAnswer<T[] | T | null>>(path);
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
