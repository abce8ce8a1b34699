import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { METEOR_EVERY_MS, METEORS_MAX, STARS_DESKTOP, STARS_MOBILE } from '../lib/sky';
import { NightSky } from './night-sky';

function stubMedia(matches: { mobile?: boolean; reduced?: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') ? Boolean(matches.reduced) : Boolean(matches.mobile),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('NightSky', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws 60 stars and adds a meteor every 4.5 s, at most 4 at once', () => {
    stubMedia({});
    render(<NightSky />);
    const sky = screen.getByTestId('night-sky');
    expect(sky.querySelectorAll('.star')).toHaveLength(STARS_DESKTOP);
    act(() => vi.advanceTimersByTime(METEOR_EVERY_MS));
    expect(sky.querySelectorAll('.meteor')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(10 * METEOR_EVERY_MS));
    expect(sky.querySelectorAll('.meteor')).toHaveLength(METEORS_MAX);
  });

  it('draws 20 stars and at most 2 meteors, one every 6 s, on a phone', () => {
    stubMedia({ mobile: true });
    render(<NightSky />);
    const sky = screen.getByTestId('night-sky');
    expect(sky.querySelectorAll('.star')).toHaveLength(STARS_MOBILE);
    act(() => vi.advanceTimersByTime(5999));
    expect(sky.querySelectorAll('.meteor')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(sky.querySelectorAll('.meteor')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(60_000));
    expect(sky.querySelectorAll('.meteor')).toHaveLength(2);
  });

  it('draws nothing for people who prefer reduced motion', () => {
    stubMedia({ reduced: true });
    const { container } = render(<NightSky />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(container.innerHTML).toBe('');
  });
});
