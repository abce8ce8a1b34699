import { describe, expect, it } from 'vitest';
import { oncePerInstance } from './once-per-instance.js';

describe('oncePerInstance', () => {
  it('opens once and hands every later call the same value', async () => {
    let opens = 0;
    const get = oncePerInstance(async () => ({ client: ++opens }));
    const [first, second] = await Promise.all([get(), get()]);
    expect(await get()).toBe(first);
    expect(second).toBe(first);
    expect(opens).toBe(1);
  });

  it('does not keep a failure: the next call opens again', async () => {
    let opens = 0;
    const get = oncePerInstance(async () => {
      opens += 1;
      if (opens === 1) throw new Error('secret unreadable');
      return 'opened';
    });
    await expect(get()).rejects.toThrow('secret unreadable');
    expect(await get()).toBe('opened');
    expect(await get()).toBe('opened');
    expect(opens).toBe(2);
  });
});
