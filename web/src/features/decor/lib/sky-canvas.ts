import {
  METEOR_FPS,
  type Meteor,
  meteorAt,
  type Star,
  type skySettings,
  starOpacity,
  TWINKLE_FPS,
} from './sky';

/** What a running sky needs: its stars (kept across pauses) and the screen size's settings. */
export interface SkyOptions {
  stars: readonly Star[];
  settings: ReturnType<typeof skySettings>;
  random?: () => number;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

// Sharp on high-density screens, without quadrupling the pixels a 3x phone would redraw.
const MAX_PIXEL_RATIO = 2;
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
  context: CanvasRenderingContext2D,
  stars: readonly Star[],
  meteors: Meteor[],
  ms: number,
  box: Box | null,
) {
  const scale = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
  const width = context.canvas.width / scale;
  const height = context.canvas.height / scale;
  const area = box ?? { left: 0, top: 0, right: width, bottom: height };
  context.setTransform(scale, 0, 0, scale, 0, 0);
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
 * Draws the sky on one canvas until stopped (ADR 24). The whole sky is redrawn at
 * {@link TWINKLE_FPS}; in between, while a meteor flies, only the box around its streak is, at
 * {@link METEOR_FPS}: the device then recomposes a small box, not the screen. A meteor starts every
 * `meteorEveryMs` while fewer than `meteorsMax` fly.
 */
export function runSky(canvas: HTMLCanvasElement, { stars, settings, random = Math.random }: SkyOptions) {
  // Desynchronized: the canvas's frames reach the screen without a commit of the page's own
  // compositor each time (measured: about a quarter less CPU at 1280 px).
  const context = canvas.getContext('2d', { desynchronized: true });
  if (!context) return { stop() {} };
  const started = performance.now();
  let meteors: Meteor[] = [];
  let drawnBoxes: Box[] = [];
  let nextTwinkle = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const fitToScreen = () => {
    const scale = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
    canvas.width = Math.round(canvas.clientWidth * scale);
    canvas.height = Math.round(canvas.clientHeight * scale);
    nextTwinkle = 0;
  };
  const frame = () => {
    const ms = performance.now() - started;
    const { clientWidth: width, clientHeight: height } = canvas;
    meteors = meteors.filter((meteor) => meteorAt(meteor, ms, width, height));
    const boxes = meteors.flatMap((meteor) => streakBox(meteor, ms, width, height) ?? []);
    if (ms >= nextTwinkle) {
      paint(context, stars, meteors, ms, null);
      nextTwinkle = ms + 1000 / TWINKLE_FPS;
    } else {
      paint(context, stars, meteors, ms, union([...drawnBoxes, ...boxes]));
    }
    drawnBoxes = boxes;
    // While a meteor flies, a due twinkle waits for the meteor's next frame (at most 1/15 s) rather
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
  const onResize = () => {
    fitToScreen();
    clearTimeout(timer);
    frame();
  };

  fitToScreen();
  frame();
  window.addEventListener('resize', onResize);
  return {
    stop() {
      clearTimeout(timer);
      clearInterval(launch);
      window.removeEventListener('resize', onResize);
    },
  };
}
