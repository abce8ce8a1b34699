/** behaviour §9: star counts. */
export const STARS_DESKTOP = 60;
export const STARS_MOBILE = 20;
/** behaviour §9: a meteor every 4.5 s (6 s on phones), at most 4 (2) at once. */
export const METEOR_EVERY_MS = 4500;
export const METEOR_EVERY_MOBILE_MS = 6000;
export const METEORS_MAX = 4;
export const METEORS_MAX_MOBILE = 2;

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
