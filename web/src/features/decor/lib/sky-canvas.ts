import {
  METEOR_FPS,
  type Meteor,
  meteorAt,
  type Star,
  type skySettings,
  starOpacity,
  TWINKLE_FPS,
} from './sky';

/** The canvas's size on screen (CSS px) and the device pixels it gets per CSS px. */
export interface SkySize {
  width: number;
  height: number;
  ratio: number;
}

/** What a running sky needs: its stars (kept across pauses), the screen size's settings, its size. */
export interface SkyOptions {
  stars: readonly Star[];
  settings: ReturnType<typeof skySettings>;
  size: SkySize;
  random?: () => number;
}

/** A sky being drawn: stopped for good with `stop`, told of a new size with `resize`. */
export interface RunningSky {
  stop(): void;
  resize(size: SkySize): void;
}

/** The 2D context of a page canvas or of one drawn from a worker: the sky uses what both have. */
type SkyContext = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

// Sharp on high-density screens, without quadrupling the pixels a 3x phone would redraw.
export const MAX_PIXEL_RATIO = 2;
// Room around a streak for its round caps and anti-aliasing.
const STREAK_MARGIN = 3;

const union = (boxes: Box[]): Box | null =>
  boxes.length === 0
    ? null
    : {
        left: Math.min(...boxes.map((b) => b.left)),
        top: Math.min(...boxes.map((b) => b.top)),
        right: Math.max(...boxes.map((b) => b.right)),
        bottom: Math.max(...boxes.map((b) => b.bottom)),
      };

/** Paints the sky, or only the part of it inside `box` (the rest of the canvas is left as it is). */
function paint(
  context: SkyContext,
  size: SkySize,
  stars: readonly Star[],
  meteors: Meteor[],
  ms: number,
  box: Box | null,
) {
  const { width, height, ratio } = size;
  const area = box ?? { left: 0, top: 0, right: width, bottom: height };
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.save();
  context.beginPath();
  context.rect(area.left, area.top, area.right - area.left, area.bottom - area.top);
  context.clip();
  context.clearRect(area.left, area.top, area.right - area.left, area.bottom - area.top);
  context.fillStyle = '#fff';
  for (const star of stars) {
    const x = (star.left / 100) * width;
    const y = (star.top / 100) * height;
    if (x < area.left - 2 || x > area.right + 2 || y < area.top - 2 || y > area.bottom + 2) continue;
    context.globalAlpha = starOpacity(star, ms / 1000);
    context.beginPath();
    context.arc(x, y, star.size / 2, 0, 2 * Math.PI);
    context.fill();
  }
  context.lineWidth = 2;
  context.lineCap = 'round';
  for (const meteor of meteors) {
    const streak = meteorAt(meteor, ms, width, height);
    if (!streak) continue;
    const gradient = context.createLinearGradient(streak.tail.x, streak.tail.y, streak.head.x, streak.head.y);
    gradient.addColorStop(0, 'rgb(255 255 255 / 0)');
    gradient.addColorStop(1, '#fff');
    context.globalAlpha = streak.opacity;
    context.strokeStyle = gradient;
    context.beginPath();
    context.moveTo(streak.tail.x, streak.tail.y);
    context.lineTo(streak.head.x, streak.head.y);
    context.stroke();
  }
  context.restore();
}

/** Where a flying meteor's streak is, in CSS px; null once it has gone. */
function streakBox(meteor: Meteor, ms: number, width: number, height: number): Box | null {
  const streak = meteorAt(meteor, ms, width, height);
  if (!streak) return null;
  return {
    left: Math.min(streak.tail.x, streak.head.x) - STREAK_MARGIN,
    top: Math.min(streak.tail.y, streak.head.y) - STREAK_MARGIN,
    right: Math.max(streak.tail.x, streak.head.x) + STREAK_MARGIN,
    bottom: Math.max(streak.tail.y, streak.head.y) + STREAK_MARGIN,
  };
}

/**
 * Draws the sky on one canvas until stopped (ADR 24), on the page's main thread or in a worker
 * (`sky-worker.ts`). The whole sky is redrawn at {@link TWINKLE_FPS}; in between, while a meteor
 * flies, only the box around its streak is, at {@link METEOR_FPS}: the device then recomposes a
 * small box, not the screen. A meteor starts every `meteorEveryMs` while fewer than `meteorsMax` fly.
 */
export function runSky(
  canvas: HTMLCanvasElement | OffscreenCanvas,
  { stars, settings, size, random = Math.random }: SkyOptions,
): RunningSky {
  // Desynchronized: the canvas's frames reach the screen without a commit of the page's own
  // compositor each time (measured: about a quarter less CPU at 1280 px).
  const context = canvas.getContext('2d', { desynchronized: true }) as SkyContext | null;
  if (!context) return { stop() {}, resize() {} };
  const started = performance.now();
  let current = size;
  let meteors: Meteor[] = [];
  let drawnBoxes: Box[] = [];
  let nextTwinkle = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const fitToSize = () => {
    canvas.width = Math.round(current.width * current.ratio);
    canvas.height = Math.round(current.height * current.ratio);
    nextTwinkle = 0;
  };
  const frame = () => {
    const ms = performance.now() - started;
    const { width, height } = current;
    meteors = meteors.filter((meteor) => meteorAt(meteor, ms, width, height));
    const boxes = meteors.flatMap((meteor) => streakBox(meteor, ms, width, height) ?? []);
    if (ms >= nextTwinkle) {
      paint(context, current, stars, meteors, ms, null);
      nextTwinkle = ms + 1000 / TWINKLE_FPS;
    } else {
      paint(context, current, stars, meteors, ms, union([...drawnBoxes, ...boxes]));
    }
    drawnBoxes = boxes;
    // While a meteor flies, a due twinkle waits for the meteor's next frame (at most 1/METEOR_FPS s) rather
    // than taking a frame of its own: every frame costs the device a composite of the screen.
    const wait = meteors.length > 0 ? 1000 / METEOR_FPS : nextTwinkle - ms;
    timer = setTimeout(frame, Math.max(0, wait));
  };
  const launch = setInterval(() => {
    if (meteors.length >= settings.meteorsMax) return;
    const startMs = performance.now() - started;
    meteors.push({ top: random() * 40, left: 20 + random() * 80, startMs });
    // Draw the new meteor at its own rate now, not at the twinkle's next frame.
    clearTimeout(timer);
    frame();
  }, settings.meteorEveryMs);

  fitToSize();
  frame();
  return {
    stop() {
      clearTimeout(timer);
      clearInterval(launch);
    },
    resize(next) {
      current = next;
      fitToSize();
      clearTimeout(timer);
      frame();
    },
  };
}
