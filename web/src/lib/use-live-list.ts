import { useEffect, useState } from 'react';
import { collectionSource, liveStore } from './live';

export interface LiveList<T> {
  status: 'loading' | 'ready' | 'error';
  items: T[];
}

/**
 * A collection fetched once, then kept live (behaviour §4): a failed first fetch is logged and leaves
 * an empty list; afterwards only a non-empty result replaces the list.
 */
export function useLiveList<T>(collection: 'donations' | 'roadmap' | 'faq'): LiveList<T> {
  const [state, setState] = useState<LiveList<T>>({ status: 'loading', items: [] });
  useEffect(() => {
    let first = true;
    const unsubscribe = liveStore.subscribe<T[]>(
      collection,
      collectionSource<T>(collection),
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
  }, [collection]);
  return state;
}
