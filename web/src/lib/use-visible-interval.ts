import { useEffect, useRef } from 'react';

/**
 * Runs `callback` at once and then every `ms`, only while the page is visible; it runs again as
 * soon as the page becomes visible. `enabled: false` stops it.
 */
export function useVisibleInterval(callback: () => void, ms: number, enabled = true): void {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      timer = undefined;
      if (document.visibilityState !== 'visible') return;
      latest.current();
      timer = setInterval(() => latest.current(), ms);
    };
    start();
    document.addEventListener('visibilitychange', start);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', start);
    };
  }, [ms, enabled]);
}
