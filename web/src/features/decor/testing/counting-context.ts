/** What a sky has drawn: frames, whole redraws, the stars of the last whole one, the meteors of the last frame. */
export interface Drawn {
  frames: number;
  whole: number;
  stars: number;
  meteors: number;
}

export const nothingDrawn = (): Drawn => ({ frames: 0, whole: 0, stars: 0, meteors: 0 });

/**
 * A 2D context for `canvas` that draws nothing and counts into `drawn` what the sky asks of it (the
 * test environment has no canvas drawing). A frame that clears the whole canvas is a whole redraw.
 */
export function countingContext(canvas: { width: number }, drawn: Drawn) {
  let ratio = 1;
  let whole = false;
  const ignored = ['save', 'restore', 'beginPath', 'rect', 'clip', 'fill', 'moveTo', 'lineTo'];
  return {
    ...Object.fromEntries(ignored.map((name) => [name, () => {}])),
    canvas,
    setTransform: (scale: number) => {
      ratio = scale;
    },
    clearRect: (_x: number, _y: number, width: number) => {
      drawn.frames++;
      drawn.meteors = 0;
      whole = width * ratio >= canvas.width;
      if (whole) {
        drawn.whole++;
        drawn.stars = 0;
      }
    },
    arc: () => {
      if (whole) drawn.stars++;
    },
    stroke: () => {
      drawn.meteors++;
    },
    createLinearGradient: () => ({ addColorStop: () => {} }),
  };
}
