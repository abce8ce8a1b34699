import { MAX_PIXEL_RATIO, type RunningSky, runSky, type SkyOptions, type SkySize } from './sky-canvas';
import type { SkyMessage } from './sky-worker';

/** The sky of one canvas: drawn while running, still while paused, gone once disposed. */
export interface SkyHost {
  run(options: Omit<SkyOptions, 'size' | 'random'>): void;
  pause(): void;
  dispose(): void;
}

const sizeOf = (canvas: HTMLCanvasElement): SkySize => ({
  width: canvas.clientWidth,
  height: canvas.clientHeight,
  ratio: Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO),
});

// A canvas handed to a worker cannot be taken back: its worker stays with it while it is in the page
// (React's development mode disposes and creates a host again for the same canvas).
const workers = new WeakMap<HTMLCanvasElement, Worker>();

/** The worker that draws on `canvas`, which is handed over to it; null where a browser cannot. */
function skyWorker(canvas: HTMLCanvasElement): Worker | null {
  const known = workers.get(canvas);
  if (known) return known;
  if (typeof Worker === 'undefined' || typeof canvas.transferControlToOffscreen !== 'function') return null;
  const worker = new Worker(new URL('./sky-worker.ts', import.meta.url), { type: 'module' });
  try {
    const offscreen = canvas.transferControlToOffscreen();
    worker.postMessage({ type: 'canvas', canvas: offscreen } satisfies SkyMessage, [offscreen]);
  } catch {
    worker.terminate();
    return null;
  }
  workers.set(canvas, worker);
  return worker;
}

/** Ends the worker of `canvas` once the canvas has left the page. */
function releaseWorker(canvas: HTMLCanvasElement) {
  setTimeout(() => {
    if (canvas.isConnected) return;
    workers.get(canvas)?.terminate();
    workers.delete(canvas);
  });
}

/**
 * Draws the sky of `canvas` in a worker where the browser can hand a canvas to one (ADR 24), else
 * on the page's main thread. A worker whose script fails to load leaves the sky dark.
 */
export function createSkyHost(canvas: HTMLCanvasElement): SkyHost {
  const worker = skyWorker(canvas);
  const send = (message: SkyMessage) => worker?.postMessage(message);
  let local: RunningSky | undefined;
  const onResize = () => {
    const size = sizeOf(canvas);
    if (worker) send({ type: 'resize', size });
    else local?.resize(size);
  };
  const stopListening = () => {
    window.removeEventListener('resize', onResize);
    local?.stop();
    local = undefined;
  };
  const pause = () => {
    stopListening();
    send({ type: 'pause' });
  };
  return {
    run(options) {
      // The worker's sky restarts on its own when told to run again.
      stopListening();
      const running = { ...options, size: sizeOf(canvas) };
      if (worker) send({ type: 'run', options: running });
      else local = runSky(canvas, running);
      window.addEventListener('resize', onResize);
    },
    pause,
    dispose() {
      pause();
      if (worker) releaseWorker(canvas);
    },
  };
}
