import { useMemo, useRef } from 'react';
import { newIdempotencyKey } from './api-client';

/** The Idempotency-Key of one unsaved change, kept until it is saved or abandoned. */
export interface ChangeKey {
  /** The key for `change` (what and where, e.g. `['edit', id, body]`): the same until done. */
  keyFor(change: unknown): string;
  /** The change was saved or abandoned: the next one gets a new key. */
  done(): void;
}

/**
 * One Idempotency-Key per unsaved change: pressing Save again after any failure (no answer, a
 * gateway 500 or a CDN 504) sends the same key, so the server stores the change once and answers
 * the first result. A different change (other fields, another entry) gets a new key, since the
 * server refuses one key for two requests.
 */
export function useChangeKey(): ChangeKey {
  const current = useRef<{ key: string; change: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(change) {
        const text = JSON.stringify(change ?? null);
        if (current.current?.change !== text) current.current = { key: newIdempotencyKey(), change: text };
        return current.current.key;
      },
      done() {
        current.current = null;
      },
    }),
    [],
  );
}
