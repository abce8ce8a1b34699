import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countingContext, nothingDrawn } from '../testing/counting-context';
import { makeStars, skySettings, TWINKLE_FPS } from './sky';
import type { SkyMessage } from './sky-worker';

/** A canvas as a worker holds it, whose context counts what is drawn. */
function offscreenCanvas() {
  const drawn = nothingDrawn();
  const canvas = { width: 0, height: 0, getContext: () => countingContext(canvas, drawn) };
  return { canvas: canvas as unknown as OffscreenCanvas, drawn };
}

const post = (data: SkyMessage) => (self.onmessage as (event: { data: SkyMessage }) => void)({ data });
const size = { width: 390, height: 844, ratio: 2 };

describe('the sky worker', () => {
  beforeAll(async () => {
    vi.useFakeTimers();
    await import('./sky-worker');
  });
  afterAll(() => {
    vi.useRealTimers();
    self.onmessage = null;
  });

  it('draws on the canvas it was handed, at its size; stands still when paused; follows a new size', () => {
    const { canvas, drawn } = offscreenCanvas();
    post({ type: 'canvas', canvas });
    post({ type: 'run', options: { stars: makeStars(20), settings: skySettings(true), size } });
    expect([canvas.width, canvas.height]).toEqual([780, 1688]);
    expect(drawn.stars).toBe(20);
    vi.advanceTimersByTime(1000);
    expect(drawn.frames).toBeGreaterThanOrEqual(1 + TWINKLE_FPS);

    post({ type: 'pause' });
    const frames = drawn.frames;
    vi.advanceTimersByTime(10_000);
    expect(drawn.frames).toBe(frames);

    post({ type: 'run', options: { stars: makeStars(20), settings: skySettings(true), size } });
    post({ type: 'resize', size: { width: 800, height: 600, ratio: 1 } });
    expect([canvas.width, canvas.height]).toEqual([800, 600]);
    expect(drawn.frames).toBeGreaterThan(frames);
  });
});
