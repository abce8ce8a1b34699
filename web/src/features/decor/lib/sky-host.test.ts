import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STARS_DESKTOP, skySettings } from './sky';
import { createSkyHost } from './sky-host';
import type { SkyMessage } from './sky-worker';

/** Stands for the browser's Worker: records what the page posts and whether it was ended. */
class FakeWorker {
  static made: FakeWorker[] = [];
  posted: Array<{ message: SkyMessage; transfer?: Transferable[] }> = [];
  ended = false;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(message: SkyMessage, transfer?: Transferable[]) {
    this.posted.push({ message, transfer });
  }
  terminate() {
    this.ended = true;
  }
}

const offscreen = { handedOver: true } as unknown as OffscreenCanvas;
const settings = skySettings(false);
const stars = Array.from({ length: STARS_DESKTOP }, (_, id) => ({
  id,
  left: 50,
  top: 50,
  size: 2,
  delay: 0,
  duration: 4,
}));

function pageCanvas() {
  const canvas = document.createElement('canvas');
  vi.spyOn(canvas, 'clientWidth', 'get').mockReturnValue(1280);
  vi.spyOn(canvas, 'clientHeight', 'get').mockReturnValue(800);
  canvas.transferControlToOffscreen = vi.fn(() => offscreen);
  document.body.append(canvas);
  return canvas;
}

const types = (worker: FakeWorker | undefined) => worker?.posted.map((post) => post.message.type);

describe('createSkyHost', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWorker.made = [];
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('devicePixelRatio', 3);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('hands the canvas to a worker once, then tells it to run at the canvas size, capped at 2x', () => {
    const canvas = pageCanvas();
    const host = createSkyHost(canvas);
    host.run({ stars, settings });
    const [worker] = FakeWorker.made;
    expect(FakeWorker.made).toHaveLength(1);
    expect(worker?.posted[0]).toEqual({
      message: { type: 'canvas', canvas: offscreen },
      transfer: [offscreen],
    });
    expect(worker?.posted[1]?.message).toEqual({
      type: 'run',
      options: { stars, settings, size: { width: 1280, height: 800, ratio: 2 } },
    });
  });

  it('passes a new size on while running, and nothing once paused', () => {
    const canvas = pageCanvas();
    const host = createSkyHost(canvas);
    host.run({ stars, settings });
    vi.spyOn(canvas, 'clientWidth', 'get').mockReturnValue(390);
    window.dispatchEvent(new Event('resize'));
    const worker = FakeWorker.made[0];
    expect(worker?.posted.at(-1)?.message).toEqual({
      type: 'resize',
      size: { width: 390, height: 800, ratio: 2 },
    });
    host.pause();
    window.dispatchEvent(new Event('resize'));
    expect(types(worker)).toEqual(['canvas', 'run', 'resize', 'pause']);
  });

  it('keeps the worker for a canvas still in the page, and ends it once the canvas has left', () => {
    const canvas = pageCanvas();
    createSkyHost(canvas).dispose();
    vi.runAllTimers();
    // Development mode disposes and creates the host again for the same canvas: same worker.
    const again = createSkyHost(canvas);
    expect(FakeWorker.made).toHaveLength(1);
    expect(canvas.transferControlToOffscreen).toHaveBeenCalledTimes(1);
    expect(FakeWorker.made[0]?.ended).toBe(false);
    canvas.remove();
    again.dispose();
    vi.runAllTimers();
    expect(FakeWorker.made[0]?.ended).toBe(true);
  });

  it('draws on the main thread where there are no workers', () => {
    vi.stubGlobal('Worker', undefined);
    const canvas = pageCanvas();
    const getContext = vi.spyOn(canvas, 'getContext').mockReturnValue(null);
    createSkyHost(canvas).run({ stars, settings });
    expect(canvas.transferControlToOffscreen).not.toHaveBeenCalled();
    expect(getContext).toHaveBeenCalledWith('2d', { desynchronized: true });
  });
});
