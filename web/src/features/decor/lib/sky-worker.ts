import { type RunningSky, runSky, type SkyOptions, type SkySize } from './sky-canvas';

/** What the page tells the sky's worker (`sky-host.ts`). */
export type SkyMessage =
  | { type: 'canvas'; canvas: OffscreenCanvas }
  | { type: 'run'; options: Omit<SkyOptions, 'random'> }
  | { type: 'pause' }
  | { type: 'resize'; size: SkySize };

// The canvas the page handed over, and the sky drawn on it while the page is shown.
let canvas: OffscreenCanvas | undefined;
let sky: RunningSky | undefined;

/**
 * The sky's own thread (ADR 24): its first drawing (the canvas's memory) and every frame after it
 * cost the page's main thread nothing, so loading and input never wait on decoration.
 */
self.onmessage = ({ data }: MessageEvent<SkyMessage>) => {
  if (data.type === 'canvas') canvas = data.canvas;
  else if (data.type === 'run' && canvas) {
    sky?.stop();
    sky = runSky(canvas, data.options);
  } else if (data.type === 'pause') {
    sky?.stop();
    sky = undefined;
  } else if (data.type === 'resize') sky?.resize(data.size);
};
