import { useEffect, useRef } from 'react';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Calls `onIdle` once nothing was clicked, typed or scrolled for `timeoutMs` while `active`. The
 * deadline is a time, not only a timer: a tab put to sleep and woken later still ends at once.
 */
export function useIdleSignOut(active: boolean, timeoutMs: number, onIdle: () => void): void {
  const onIdleRef = useRef(onIdle);
  onIdleRef.current = onIdle;
  useEffect(() => {
    if (!active) return;
    let deadline = Date.now() + timeoutMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const left = deadline - Date.now();
      if (left <= 0) {
        onIdleRef.current();
        return;
      }
      timer = setTimeout(check, left);
    };
    const touch = () => {
      deadline = Date.now() + timeoutMs;
    };
    const wake = () => {
      if (document.visibilityState === 'visible') {
        clearTimeout(timer);
        check();
      }
    };
    for (const type of ACTIVITY) window.addEventListener(type, touch, { capture: true, passive: true });
    document.addEventListener('visibilitychange', wake);
    check();
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, touch, { capture: true });
      document.removeEventListener('visibilitychange', wake);
    };
  }, [active, timeoutMs]);
}
