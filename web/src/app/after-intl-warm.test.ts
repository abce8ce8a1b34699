import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterIntlWarm, INTL_WARM_WAIT_MS } from './after-intl-warm';

describe('afterIntlWarm', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts in a task of its own when the page started no worker', async () => {
    const start = vi.fn();
    afterIntlWarm(start, undefined);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the worker, starts once it has answered, and not again at the time limit', async () => {
    let answer: (value: unknown) => void = () => {};
    const warm = new Promise((resolve) => {
      answer = resolve;
    });
    const start = vi.fn();
    afterIntlWarm(start, warm);
    await vi.advanceTimersByTimeAsync(300);
    expect(start).not.toHaveBeenCalled();
    answer('warm');
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTL_WARM_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at the time limit when the worker never answers', async () => {
    const start = vi.fn();
    afterIntlWarm(start, new Promise(() => {}));
    await vi.advanceTimersByTimeAsync(INTL_WARM_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
