import { useEffect, useSyncExternalStore } from 'react';

// How many mounted components cover the whole page (the full-screen admin panel).
let covers = 0;
const coverListeners = new Set<() => void>();
const notifyCover = () => {
  for (const listener of [...coverListeners]) listener();
};

/**
 * Marks the whole page as covered while the calling component is mounted, so that what only
 * decorates the page behind it can stop (ADR 24).
 */
export function useCoversPage(): void {
  useEffect(() => {
    covers++;
    notifyCover();
    return () => {
      covers--;
      notifyCover();
    };
  }, []);
}

function subscribe(onChange: () => void): () => void {
  coverListeners.add(onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    coverListeners.delete(onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}

/**
 * Whether a visitor can see the page: its tab is visible and nothing covers it whole. False while
 * prerendering and during hydration.
 */
export function usePageShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.visibilityState === 'visible' && covers === 0,
    () => false,
  );
}
