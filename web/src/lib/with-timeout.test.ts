import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, withTimeout } from './with-timeout';

describe('withTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('passes a chunk through when it arrives in time', async () => {
    await expect(withTimeout(async () => 'module')()).resolves.toBe('module');
  });

  it('fails with a ChunkLoadError after 120 s', async () => {
    vi.useFakeTimers();
    const loading = withTimeout(() => new Promise<never>(() => {}))();
    const settled = expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await settled;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    await expect(withTimeout(() => Promise.reject(new TypeError('Failed to fetch')))()).rejects.toThrow(
      /Failed to fetch/,
    );
  });
});
