import type { ReadDatabase } from '../platform/database/read-database.js';

/**
 * How long a warm instance reuses what it read of an item's history while the item itself is
 * unchanged. Every admin write of an item changes it, so this only bounds a change made to the
 * history alone (an operator's content:restore of another history over an identical item).
 */
export const COMPLETED_AT_MAX_AGE_MS = 60_000;

/** A completed item as the list read it: its id, and its stored state (any write changes it). */
export interface CompletedItem {
  readonly id: string;
  readonly version: string;
}

type ReadHistory = (db: ReadDatabase, ids: readonly string[]) => Promise<Map<string, string>>;

interface Kept {
  readonly version: string;
  readonly readAt: number;
  readonly completedAt: Promise<string | undefined>;
}

/**
 * The completion times of `readHistory`, read once per item version in a warm instance (ADR 17):
 * the public roadmap list answered one history query per completed item on every request, which
 * cost more than the list itself. An item's history changes only in the commit that changes the
 * item, so a time read for one version of it holds until the item changes; a read for an item not
 * kept is shared by the requests that wait for it, and a failed read is not kept.
 */
export function completedAtCache(readHistory: ReadHistory, now: () => number = Date.now) {
  const kept = new Map<string, Kept>();
  return async (db: ReadDatabase, items: readonly CompletedItem[]): Promise<Map<string, string>> => {
    const at = now();
    const fresh = (id: string, version: string) => {
      const entry = kept.get(id);
      return entry && entry.version === version && at - entry.readAt < COMPLETED_AT_MAX_AGE_MS;
    };
    const missing = items.filter((item) => !fresh(item.id, item.version));
    if (missing.length > 0) {
      const read = readHistory(
        db,
        missing.map((item) => item.id),
      );
      for (const item of missing) {
        const entry: Kept = {
          version: item.version,
          readAt: at,
          completedAt: read.then((times) => times.get(item.id)),
        };
        entry.completedAt.catch(() => {
          if (kept.get(item.id) === entry) kept.delete(item.id);
        });
        kept.set(item.id, entry);
      }
    }
    // Items no longer completed (or deleted) are forgotten, so the map never outgrows the list.
    const wanted = new Set(items.map((item) => item.id));
    for (const id of kept.keys()) if (!wanted.has(id)) kept.delete(id);
    const times = await Promise.all(
      items.map(async (item) => [item.id, await kept.get(item.id)?.completedAt] as const),
    );
    return new Map(times.filter((pair): pair is readonly [string, string] => pair[1] !== undefined));
  };
}
