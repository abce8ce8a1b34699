import type { Clock } from '../holders/witness-clock.js';

/**
 * A clock of a test's own, for a node that answers each call after a minute with no real minute
 * passing. Time moves only by `latency`: a slow node's pause, which ends once nothing else starts a
 * pause for a few real milliseconds, all those due by then together (calls in flight at once end at
 * once). The code's own pauses on it (a deadline, a retry's wait) end only when a slow answer moves
 * time past them: a deadline is reached because a node was slow, never because the test machine was.
 */
export function virtualClock(start = Date.now()): { clock: Clock; latency: (ms: number) => Promise<void> } {
  let now = start;
  const sleepers: { at: number; done: () => void; paces: boolean }[] = [];
  let timer: NodeJS.Timeout | undefined;
  const wake = () => {
    for (const sleeper of sleepers.filter((s) => s.at <= now)) {
      sleepers.splice(sleepers.indexOf(sleeper), 1);
      sleeper.done();
    }
  };
  const advance = () => {
    timer = undefined;
    const due = sleepers.filter((s) => s.paces).map((s) => s.at);
    if (due.length === 0) return;
    now = Math.max(now, Math.min(...due));
    wake();
    if (sleepers.some((s) => s.paces)) timer = setTimeout(advance, 10);
  };
  const pause = (ms: number, paces: boolean, signal?: AbortSignal) =>
    new Promise<void>((done) => {
      if (ms <= 0) return done();
      const sleeper = { at: now + ms, done, paces };
      sleepers.push(sleeper);
      signal?.addEventListener('abort', () => {
        const at = sleepers.indexOf(sleeper);
        if (at >= 0) sleepers.splice(at, 1);
        done();
      });
      if (paces) {
        clearTimeout(timer);
        timer = setTimeout(advance, 10);
      }
    });
  return {
    clock: { now: () => now, sleep: (ms, signal) => pause(ms, false, signal) },
    latency: (ms) => pause(ms, true),
  };
}
