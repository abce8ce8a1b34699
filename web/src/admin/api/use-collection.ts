import type { CollectionName, EntryByCollection } from '@contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from './api-client';

/** A collection as the panel holds it. */
export interface CollectionState<C extends CollectionName> {
  items: EntryByCollection[C][];
  status: 'loading' | 'ready' | 'error';
  /** Refetches; resolves once the list is current (behaviour §7: after every write). */
  reload: () => Promise<void>;
}

/** Loads a collection on mount and on demand; `onError` gets behaviour §8's load failure text. */
export function useCollection<C extends CollectionName>(
  api: ApiClient,
  collection: C,
  onError: () => void,
): CollectionState<C> {
  const [items, setItems] = useState<EntryByCollection[C][]>([]);
  const [status, setStatus] = useState<CollectionState<C>['status']>('loading');
  const latest = useRef(0);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const reload = useCallback(async () => {
    // Only the newest request may write the list: answers can arrive out of order.
    const request = ++latest.current;
    try {
      const list = await api.list(collection);
      if (request !== latest.current) return;
      setItems(list);
      setStatus('ready');
    } catch {
      if (request !== latest.current) return;
      setStatus('error');
      onErrorRef.current();
    }
  }, [api, collection]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { items, status, reload };
}
