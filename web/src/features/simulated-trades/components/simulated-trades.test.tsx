import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedTrades } from './simulated-trades';

const sides = () => screen.queryAllByText(/^(BUY|SELL)$/).map((el) => el.textContent);

describe('SimulatedTrades', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('labels the feed as simulated and follows the schedule: buy at 1 s, sell at 3 s, then every 8-10 s', () => {
    render(<SimulatedTrades enabled ticker="VIBIE" />);
    expect(screen.getByText('Simulated trades')).toBeTruthy();
    expect(screen.getByText(/not real/i, { selector: '.sim-badge' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(999));
    expect(sides()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(sides()).toEqual(['BUY']);
    act(() => vi.advanceTimersByTime(2000));
    expect(sides()).toEqual(['SELL', 'BUY']);
    act(() => vi.advanceTimersByTime(7999));
    expect(sides()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(2001));
    expect(sides()).toHaveLength(3);
    for (const row of screen.getAllByRole('listitem')) expect(row.textContent).toMatch(/^SIM/);
  });

  it('keeps four trades and holds only its pending timers, however long the page stays open', () => {
    const { unmount } = render(<SimulatedTrades enabled ticker="VIBIE" />);
    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(sides()).toHaveLength(4);
    // About 400 trades later, leaving clears the timers still pending, not one per trade made.
    const clear = vi.spyOn(globalThis, 'clearTimeout');
    unmount();
    expect(clear.mock.calls.length).toBeLessThanOrEqual(3);
  });

  it('shows nothing and makes no trades when switched off', () => {
    const { container } = render(<SimulatedTrades enabled={false} ticker="VIBIE" />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(container.innerHTML).toBe('');
  });
});
