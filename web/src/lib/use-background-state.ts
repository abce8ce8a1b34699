import { type Dispatch, type SetStateAction, startTransition, useCallback, useState } from 'react';

/**
 * `useState` for what a background answer fills in (a poll, a live list): its updates render in a
 * transition, in slices that leave the main thread free, rather than in one long task (ADR 24).
 */
export function useBackgroundState<T>(initial: T | (() => T)): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(initial);
  const set = useCallback((next: SetStateAction<T>) => startTransition(() => setState(next)), []);
  return [state, set];
}
