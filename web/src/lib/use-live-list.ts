import { useEffect } from 'react';
import { pageLocale } from './i18n/i18n';
import { collectionSource, liveContentKey, liveStore, type PublicCollection } from './live';
import { useBackgroundState } from './use-background-state';

export interface LiveList<T> {
  status: 'loading' | 'ready' | 'error';
  items: T[];
}

/**
 * A collection fetched once in the page's locale, then kept live (behaviour §4): a failed first fetch
 * is logged and leaves an empty list; afterwards only a non-empty result replaces the list.
 */
export function useLiveList<T>(collection: PublicCollection): LiveList<T> {
  const [state, setState] = useBackgroundState<LiveList<T>>({ status: 'loading', items: [] });
  // The page's locale is set before the first render and never changes (ADR 21).
  const locale = pageLocale();
  useEffect(() => {
    let first = true;
    const unsubscribe = liveStore.subscribe<T[]>(
      liveContentKey(collection, locale),
      collectionSource<T>(collection, locale),
      (items, error) => {
        if (first) {
          first = false;
          if (error) console.error(`Failed to load ${collection}`, error);
          setState({ status: error ? 'error' : 'ready', items: error ? [] : items });
        } else if (!error && items.length > 0) {
          setState({ status: 'ready', items });
        }
      },
    );
    return unsubscribe;
  }, [collection, locale, setState]);
  return state;
}
