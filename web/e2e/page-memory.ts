import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** What an open page holds, after a full garbage collection. */
export interface PageMemory {
  /** Bytes of the page's JavaScript heap in use (the sky's worker has a heap of its own). */
  heap: number;
  /** DOM nodes, in the document or kept alive by the page's code. */
  nodes: number;
  /** Event listeners registered by the page's code. */
  listeners: number;
}

/** A debugging session on `page` that reads its memory with {@link pageMemory}. */
export async function memorySession(context: BrowserContext, page: Page): Promise<CDPSession> {
  const session = await context.newCDPSession(page);
  await session.send('Performance.enable');
  return session;
}

/**
 * The page's heap, nodes and listeners after collecting its garbage: what it keeps, not what it
 * has allocated since the last collection. Twice, so that objects freed by the first collection's
 * finalizers are gone too.
 */
export async function pageMemory(session: CDPSession): Promise<PageMemory> {
  await session.send('HeapProfiler.collectGarbage');
  await session.send('HeapProfiler.collectGarbage');
  const { metrics } = await session.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
  return { heap: metric('JSHeapUsedSize'), nodes: metric('Nodes'), listeners: metric('JSEventListeners') };
}

/**
 * Counts the page's requests under way, so a test can wait until every one it started has ended
 * (answered, failed or cancelled) before it moves the page's clock on: a request still open when
 * the clock passes its 8 s time-out (which runs on the same clock) would be abandoned unanswered.
 */
export function requestsUnderWay(page: Page): { ended(): Promise<void> } {
  let open = 0;
  let waiting: Array<() => void> = [];
  page.on('request', () => open++);
  const end = () => {
    open = Math.max(0, open - 1);
    if (open > 0) return;
    const resolve = waiting;
    waiting = [];
    for (const done of resolve) done();
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    async ended() {
      // A round trip to the page first: a request started just before it is announced before its answer.
      await page.evaluate(() => 0);
      if (open > 0) await new Promise<void>((resolve) => waiting.push(resolve));
    },
  };
}
