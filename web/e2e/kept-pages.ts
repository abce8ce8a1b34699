import { afterAll, afterEach } from 'vitest';

/**
 * Pages kept open from one test to the next, by name (e.g. "visitor" and "admin"), instead of
 * opened by every test: a fresh context that restores the administrator's session, its page and
 * the panel took about 10 s of a 20 s test on a loaded 2-core machine.
 *
 * A failed test may leave its page anywhere (a form open, a request intercepted), so a failure
 * closes every kept page and the next test, or the retry, opens its own. `closeAll` also runs at the
 * end of the file; call it sooner (a describe's afterAll) when later tests no longer need the pages,
 * since an open page keeps refreshing and animating against the one-process stack.
 */
export interface KeptPages<T> {
  get(name: string): Promise<T>;
  closeAll(): Promise<void>;
}

export function keptPages<T extends { close(): Promise<void> }>(
  open: (name: string) => Promise<T>,
): KeptPages<T> {
  const kept = new Map<string, Promise<T>>();
  const closeAll = async () => {
    const pages = [...kept.values()];
    kept.clear();
    for (const page of pages) await (await page.catch(() => undefined))?.close().catch(() => {});
  };
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await closeAll();
  });
  afterAll(closeAll);
  return {
    get(name) {
      let page = kept.get(name);
      if (!page) {
        page = open(name);
        kept.set(name, page);
        page.catch(() => kept.delete(name));
      }
      return page;
    },
    closeAll,
  };
}
