import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCoversPage } from '../../../lib/page-shown';
import {
  METEOR_EVERY_MS,
  METEOR_FLIGHT_MS,
  METEOR_FPS,
  STARS_DESKTOP,
  STARS_MOBILE,
  TWINKLE_FPS,
} from '../lib/sky';
import { countingContext, nothingDrawn } from '../testing/counting-context';
import { NightSky } from './night-sky';

function stubMedia(matches: { mobile?: boolean; reduced?: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') ? Boolean(matches.reduced) : Boolean(matches.mobile),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** What the canvas shows. */
const drawn = nothingDrawn();

/** A 1280 x 800 canvas whose 2D context counts what is drawn (happy-dom draws nothing). */
function stubCanvas() {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return countingContext(this, drawn) as unknown as CanvasRenderingContext2D;
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'clientWidth', 'get').mockReturnValue(1280);
  vi.spyOn(HTMLCanvasElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

/** Stands for the full-screen admin panel. */
function Cover() {
  useCoversPage();
  return null;
}

describe('NightSky', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.assign(drawn, { frames: 0, whole: 0, stars: 0, meteors: 0 });
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    stubCanvas();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('draws 60 twinkling stars on one canvas, and a meteor every 4.5 s that flies for 1.6 s', () => {
    stubMedia({});
    render(<NightSky />);
    expect(screen.getByTestId('night-sky').tagName).toBe('CANVAS');
    expect(screen.getByTestId('night-sky').dataset.stars).toBe(String(STARS_DESKTOP));
    expect(drawn.stars).toBe(STARS_DESKTOP);
    const frames = drawn.frames;
    act(() => vi.advanceTimersByTime(1000));
    expect(drawn.frames).toBeGreaterThan(frames);
    expect(drawn.meteors).toBe(0);
    act(() => vi.advanceTimersByTime(METEOR_EVERY_MS - 1000));
    expect(drawn.meteors).toBe(1);
    // Gone by the first frame after its flight.
    act(() => vi.advanceTimersByTime(METEOR_FLIGHT_MS + 200));
    expect(drawn.meteors).toBe(0);
    expect(drawn.stars).toBe(STARS_DESKTOP);
  });

  it("draws a meteor's flight at its own rate, with the twinkle riding on its frames", () => {
    stubMedia({});
    render(<NightSky />);
    act(() => vi.advanceTimersByTime(METEOR_EVERY_MS));
    expect(drawn.meteors).toBe(1);
    const { frames, whole } = drawn;
    act(() => vi.advanceTimersByTime(METEOR_FLIGHT_MS));
    // METEOR_FPS frames a second through the flight, none extra for the twinkle, which still redraws the
    // whole sky twice a second.
    expect(drawn.frames - frames).toBe((METEOR_FLIGHT_MS / 1000) * METEOR_FPS);
    expect(drawn.whole - whole).toBe(Math.floor((METEOR_FLIGHT_MS / 1000) * TWINKLE_FPS));
  });

  it('draws 20 stars and a meteor every 6 s on a phone', () => {
    stubMedia({ mobile: true });
    render(<NightSky />);
    expect(drawn.stars).toBe(STARS_MOBILE);
    act(() => vi.advanceTimersByTime(5999));
    expect(drawn.meteors).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(drawn.meteors).toBe(1);
  });

  it('stands still while the tab is hidden, and moves again when it is shown', () => {
    stubMedia({});
    render(<NightSky />);
    setVisibility('hidden');
    const frames = drawn.frames;
    act(() => vi.advanceTimersByTime(3 * METEOR_EVERY_MS));
    expect(drawn.frames).toBe(frames);
    expect(drawn.meteors).toBe(0);
    setVisibility('visible');
    act(() => vi.advanceTimersByTime(METEOR_EVERY_MS));
    expect(drawn.frames).toBeGreaterThan(frames);
    expect(drawn.meteors).toBe(1);
  });

  it('stands still while the admin panel covers the page', () => {
    stubMedia({});
    const { rerender } = render(<NightSky />);
    rerender(
      <>
        <NightSky />
        <Cover />
      </>,
    );
    const frames = drawn.frames;
    act(() => vi.advanceTimersByTime(3 * METEOR_EVERY_MS));
    expect(drawn.frames).toBe(frames);
    rerender(<NightSky />);
    act(() => vi.advanceTimersByTime(1000));
    expect(drawn.frames).toBeGreaterThan(frames);
    expect(drawn.stars).toBe(STARS_DESKTOP);
  });

  it('draws nothing for people who prefer reduced motion', () => {
    stubMedia({ reduced: true });
    const { container } = render(<NightSky />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(container.innerHTML).toBe('');
    expect(drawn.frames).toBe(0);
  });
});
