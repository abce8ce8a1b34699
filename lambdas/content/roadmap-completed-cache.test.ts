import { describe, expect, it } from 'vitest';
import type { ReadDatabase } from '../platform/database/read-database.js';
import { COMPLETED_AT_MAX_AGE_MS, completedAtCache } from './roadmap-completed-cache.js';

const db = {} as ReadDatabase;

/** A history reader that answers `times` and records which ids each call asked for. */
function history(times: Record<string, string>) {
  const calls: string[][] = [];
  let failing = false;
  const read = async (_db: ReadDatabase, ids: readonly string[]) => {
    calls.push([...ids]);
    if (failing) throw new Error('database unavailable');
    return new Map(ids.flatMap((id) => (times[id] ? [[id, times[id]] as const] : [])));
  };
  return { read, calls, fail: (on: boolean) => (failing = on) };
}

describe('completedAtCache', () => {
  it('reads an unchanged item’s history once, and again when the item changes', async () => {
    const h = history({ a: '2026-01-01T00:00:00.000Z', b: '2026-02-01T00:00:00.000Z' });
    const cached = completedAtCache(h.read, () => 0);
    const items = [
      { id: 'a', version: 'a1' },
      { id: 'b', version: 'b1' },
    ];
    const first = await cached(db, items);
    expect(Object.fromEntries(first)).toEqual({
      a: '2026-01-01T00:00:00.000Z',
      b: '2026-02-01T00:00:00.000Z',
    });
    expect(Object.fromEntries(await cached(db, items))).toEqual(Object.fromEntries(first));
    expect(h.calls).toEqual([['a', 'b']]);

    await cached(db, [
      { id: 'a', version: 'a1' },
      { id: 'b', version: 'b2' },
    ]);
    expect(h.calls).toEqual([['a', 'b'], ['b']]);
  });

  it('answers nothing for an item without a completion record, without reading it every time', async () => {
    const h = history({});
    const cached = completedAtCache(h.read, () => 0);
    expect((await cached(db, [{ id: 'x', version: '1' }])).has('x')).toBe(false);
    expect((await cached(db, [{ id: 'x', version: '1' }])).has('x')).toBe(false);
    expect(h.calls).toEqual([['x']]);
  });

  it('reads the history again once the time read is older than the bound', async () => {
    let now = 0;
    const h = history({ a: '2026-01-01T00:00:00.000Z' });
    const cached = completedAtCache(h.read, () => now);
    await cached(db, [{ id: 'a', version: '1' }]);
    now = COMPLETED_AT_MAX_AGE_MS - 1;
    await cached(db, [{ id: 'a', version: '1' }]);
    expect(h.calls).toHaveLength(1);
    now = COMPLETED_AT_MAX_AGE_MS;
    await cached(db, [{ id: 'a', version: '1' }]);
    expect(h.calls).toHaveLength(2);
  });

  it('shares one read between requests that wait for it, and keeps no failed read', async () => {
    const h = history({ a: '2026-01-01T00:00:00.000Z' });
    const cached = completedAtCache(h.read, () => 0);
    h.fail(true);
    const both = await Promise.allSettled([
      cached(db, [{ id: 'a', version: '1' }]),
      cached(db, [{ id: 'a', version: '1' }]),
    ]);
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(h.calls).toHaveLength(1);
    h.fail(false);
    expect((await cached(db, [{ id: 'a', version: '1' }])).get('a')).toBe('2026-01-01T00:00:00.000Z');
    expect(h.calls).toHaveLength(2);
  });

  it('forgets an item that is no longer completed', async () => {
    const h = history({ a: '2026-01-01T00:00:00.000Z' });
    const cached = completedAtCache(h.read, () => 0);
    await cached(db, [{ id: 'a', version: '1' }]);
    await cached(db, []);
    await cached(db, [{ id: 'a', version: '1' }]);
    expect(h.calls).toEqual([['a'], ['a']]);
  });
});
