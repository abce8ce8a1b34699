import type { NewHolder } from '@contract';
import { useEffect, useRef, useState } from 'react';
import { useVisibleInterval } from '../../../lib/use-visible-interval';
import { getLatestHolder } from '../api/get-latest-holder';

/** behaviour §9: the latest holder is polled every 2 s. */
export const NEW_HOLDER_POLL_MS = 2000;
/** behaviour §9: the banner stays 4.5 s. */
export const NEW_HOLDER_BANNER_MS = 4500;
/**
 * How many shown wallets the page remembers (behaviour §4): enough to never show the latest holder
 * twice, without a tab open for days on a busy token keeping every wallet it ever celebrated.
 */
export const NEW_HOLDER_REMEMBERED = 100;

/**
 * The holder to celebrate, or null. Each wallet is shown once; while a banner is visible no other
 * starts (a newer holder is still the latest on a later poll); polling errors are ignored.
 */
export function useNewHolder(): NewHolder | null {
  const [shown, setShown] = useState<NewHolder | null>(null);
  const seen = useRef(new Set<string>());
  const visible = useRef(false);
  const busy = useRef(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  useVisibleInterval(() => {
    if (busy.current) return;
    busy.current = true;
    getLatestHolder()
      .then((payload) => {
        const holder = payload?.holder;
        if (!payload?.has_new_holder || !holder?.wallet || visible.current) return;
        if (seen.current.has(holder.wallet)) return;
        seen.current.add(holder.wallet);
        // A Set iterates in insertion order: its first wallet is the one shown longest ago.
        const oldest = seen.current.values().next().value;
        if (seen.current.size > NEW_HOLDER_REMEMBERED && oldest !== undefined) seen.current.delete(oldest);
        visible.current = true;
        setShown(holder);
        hideTimer.current = setTimeout(() => {
          visible.current = false;
          setShown(null);
        }, NEW_HOLDER_BANNER_MS);
      })
      .catch(() => {
        // behaviour §8: polling errors are silently ignored.
      })
      .finally(() => {
        busy.current = false;
      });
  }, NEW_HOLDER_POLL_MS);

  return shown;
}
