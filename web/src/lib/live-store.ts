/** Delivers a value, or the fallback together with the error that prevented a fresh one. */
export type LiveListener<T> = (value: T, error?: Error) => void;

/** Where a key's value comes from: `changed: false` means "same as last time". */
export interface LiveSource<T> {
  load(): Promise<{ value: T; changed: boolean }>;
  /** Delivered with the error when a load fails: null for a document, [] for a collection. */
  fallback: T;
}

export interface LiveStoreOptions {
  /** Time between refreshes while the page is visible. */
  intervalMs: number;
  isVisible?: () => boolean;
  /** Calls back when visibility changes; returns the unsubscribe. */
  onVisibilityChange?: (callback: () => void) => () => void;
  warn?: (message: string, error: unknown) => void;
}

interface Entry {
  source: LiveSource<unknown>;
  listeners: Set<LiveListener<unknown>>;
  cached?: { value: unknown; error?: Error };
  timer?: ReturnType<typeof setTimeout>;
  loading: boolean;
  /** The last load failed: its warning is logged, the next failures are not until a load succeeds. */
  failing: boolean;
  stopVisibility: () => void;
}

/** A keyed store of live values: the API stand-in for behaviour §4's live subscriptions. */
export interface LiveStore {
  subscribe<T>(key: string, source: LiveSource<T>, listener: LiveListener<T>): () => void;
  /** Number of keys with an active listener. */
  size(): number;
  /** Removes every listener (the page is unloading). */
  dispose(): void;
}

const browserVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';
const browserVisibility = (callback: () => void) => {
  document.addEventListener('visibilitychange', callback);
  return () => document.removeEventListener('visibilitychange', callback);
};

/** One refresh loop per key, shared by its subscribers; refreshes only while the page is visible. */
export function createLiveStore(options: LiveStoreOptions): LiveStore {
  const isVisible = options.isVisible ?? browserVisible;
  const watchVisibility = options.onVisibilityChange ?? browserVisibility;
  const warn = options.warn ?? ((message, error) => console.warn(message, error));
  const entries = new Map<string, Entry>();

  const deliver = (entry: Entry, value: unknown, error?: Error) => {
    for (const listener of [...entry.listeners]) {
      if (error) listener(value, error);
      else listener(value);
    }
  };

  const schedule = (key: string, entry: Entry) => {
    clearTimeout(entry.timer);
    entry.timer = isVisible() ? setTimeout(() => void refresh(key, entry), options.intervalMs) : undefined;
  };

  const refresh = async (key: string, entry: Entry) => {
    if (entry.loading) return;
    entry.loading = true;
    try {
      const { value, changed } = await entry.source.load();
      if (entries.get(key) !== entry) return;
      entry.failing = false;
      if (changed || !entry.cached) {
        entry.cached = { value };
        deliver(entry, value);
      }
    } catch (caught) {
      if (entries.get(key) !== entry) return;
      const error = caught instanceof Error ? caught : new Error(String(caught));
      // Once per outage, not at every refresh (behaviour §8): the console keeps each warning with its
      // error, and a tab left open all day without a connection piled up thousands of them.
      if (!entry.failing) warn(`Live update of "${key}" failed`, error);
      entry.failing = true;
      entry.cached = { value: entry.source.fallback, error };
      deliver(entry, entry.source.fallback, error);
    } finally {
      entry.loading = false;
      if (entries.get(key) === entry) schedule(key, entry);
    }
  };

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    clearTimeout(entry.timer);
    entry.stopVisibility();
    entries.delete(key);
  };

  return {
    subscribe<T>(key: string, source: LiveSource<T>, listener: LiveListener<T>) {
      let entry = entries.get(key);
      if (!entry) {
        const created: Entry = {
          source: source as LiveSource<unknown>,
          listeners: new Set(),
          loading: false,
          failing: false,
          stopVisibility: () => {},
        };
        created.stopVisibility = watchVisibility(() => {
          if (isVisible()) void refresh(key, created);
          else schedule(key, created);
        });
        entries.set(key, created);
        entry = created;
        if (isVisible()) void refresh(key, created);
      }
      const own = listener as LiveListener<unknown>;
      entry.listeners.add(own);
      if (entry.cached?.error) listener(entry.cached.value as T, entry.cached.error);
      else if (entry.cached) listener(entry.cached.value as T);
      const subscribed = entry;
      return () => {
        subscribed.listeners.delete(own);
        if (subscribed.listeners.size === 0 && entries.get(key) === subscribed) remove(key);
      };
    },
    size: () => entries.size,
    dispose() {
      for (const key of [...entries.keys()]) remove(key);
    },
  };
}
