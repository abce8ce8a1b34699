// The time the second provider's reads are given (ADR 35, "a slow witness delays a run, never stalls
// it"): each read is raced against the run's deadline on this clock, and what it did not answer by then
// is held back. Tests give a clock of their own, so that a witness an hour slow takes no real time.

/** Now, in epoch milliseconds, and a pause that ends early when `signal` aborts. */
export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((done) => {
      const timer = setTimeout(done, Math.max(0, ms));
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        done();
      });
    }),
};

/** The second provider did not answer before the run's deadline: what it was asked is held back. */
export class WitnessLateError extends Error {
  override readonly name = 'WitnessLateError';
  constructor(what: string) {
    super(`${what}: the second provider did not answer within the run's budget`);
  }
}

/** `read`, or WitnessLateError once `deadline` (on `clock`) passes first. */
export async function byDeadline<T>(
  read: Promise<T>,
  deadline: number,
  clock: Clock,
  what: string,
): Promise<T> {
  const stop = new AbortController();
  const late = clock.sleep(deadline - clock.now(), stop.signal).then(() => {
    throw new WitnessLateError(what);
  });
  try {
    return await Promise.race([read, late]);
  } finally {
    stop.abort();
    // The race's loser: a late read's own failure, or the pause's, is nobody's to handle.
    read.catch(() => undefined);
    late.catch(() => undefined);
  }
}
