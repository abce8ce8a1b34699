/** behaviour §9: star counts. */
export const STARS_DESKTOP = 60;
export const STARS_MOBILE = 20;
/** behaviour §9: a meteor every 4.5 s (6 s on phones), at most 4 (2) at once. */
export const METEOR_EVERY_MS = 4500;
export const METEOR_EVERY_MOBILE_MS = 6000;
export const METEORS_MAX = 4;
export const METEORS_MAX_MOBILE = 2;

/** A meteor's flight: 1.6 s along 720 px at 145°, a 140 px streak that fades in and out. */
export const METEOR_FLIGHT_MS = 1600;
export const METEOR_TRAVEL_PX = 720;
export const METEOR_LENGTH_PX = 140;
const METEOR_ANGLE = (145 * Math.PI) / 180;

/**
 * Frames a second the sky is drawn at (ADR 24): each frame costs a phone a few milliseconds of CPU
 * however little changes, so the sky draws few. A star takes 3 to 7 s to brighten, so twice a
 * second reads as a twinkle; a meteor needs more, but only while it flies (about a third of the
 * time), and only the box around its streak is redrawn. Its streak is a 140 px fading line, which
 * reads as movement at ten frames a second; fifteen kept a 1280 px page above the 5 % budget.
 */
export const TWINKLE_FPS = 2;
export const METEOR_FPS = 10;

const STAR_DIM = 0.25;
const STAR_BRIGHT = 0.95;

/** The sky's numbers for a screen size. */
export function skySettings(mobile: boolean) {
  return mobile
    ? { stars: STARS_MOBILE, meteorEveryMs: METEOR_EVERY_MOBILE_MS, meteorsMax: METEORS_MAX_MOBILE }
    : { stars: STARS_DESKTOP, meteorEveryMs: METEOR_EVERY_MS, meteorsMax: METEORS_MAX };
}

export interface Star {
  id: number;
  left: number;
  top: number;
  size: number;
  delay: number;
  duration: number;
}

/** Randomly placed stars (percent positions, seconds for the twinkle). */
export function makeStars(count: number, random: () => number = Math.random): Star[] {
  return Array.from({ length: count }, (_, id) => ({
    id,
    left: random() * 100,
    top: random() * 100,
    size: 1 + random() * 2,
    delay: random() * 6,
    duration: 3 + random() * 4,
  }));
}

/** A star's opacity `seconds` into the sky: dim to bright and back, easing in and out. */
export function starOpacity(star: Star, seconds: number): number {
  const phase = (seconds - star.delay) / star.duration;
  if (phase <= 0) return STAR_DIM;
  const swing = Math.floor(phase);
  const within = phase - swing;
  const progress = swing % 2 === 0 ? within : 1 - within;
  const eased = progress * progress * (3 - 2 * progress);
  return STAR_DIM + (STAR_BRIGHT - STAR_DIM) * eased;
}

/** A meteor: where it starts (percent of the sky) and when (ms on the sky's clock). */
export interface Meteor {
  top: number;
  left: number;
  startMs: number;
}

/** A meteor `ms` into the sky: its streak's tail and head (px) and opacity; null once it has gone. */
export function meteorAt(meteor: Meteor, ms: number, width: number, height: number) {
  const progress = (ms - meteor.startMs) / METEOR_FLIGHT_MS;
  if (progress < 0 || progress >= 1) return null;
  const travelled = METEOR_TRAVEL_PX * (1 - (1 - progress) ** 2);
  const opacity = progress < 0.15 ? progress / 0.15 : (1 - progress) / 0.85;
  const dx = Math.cos(METEOR_ANGLE);
  const dy = Math.sin(METEOR_ANGLE);
  // The streak's middle starts at its box's centre: the corner at (left %, top %) plus half of it.
  const x = (meteor.left / 100) * width + METEOR_LENGTH_PX / 2 + dx * travelled;
  const y = (meteor.top / 100) * height + 1 + dy * travelled;
  const half = METEOR_LENGTH_PX / 2;
  return {
    tail: { x: x - dx * half, y: y - dy * half },
    head: { x: x + dx * half, y: y + dy * half },
    opacity,
  };
}
