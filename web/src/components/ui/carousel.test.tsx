import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_AUTO_ADVANCE_MS, Carousel } from './carousel';

const items = ['Alpha', 'Beta', 'Gamma'].map((title) => ({ id: title.toLowerCase(), title }));

function renderCarousel(list = items) {
  return render(
    <Carousel items={list} label="Goals" getKey={(i) => i.id} renderItem={(i) => <p>{i.title}</p>} />,
  );
}

const shown = () => screen.getByRole('group').textContent;

function swipe(dx: number, dy = 0) {
  const region = screen.getByRole('region', { name: 'Goals' });
  fireEvent.touchStart(region, { touches: [{ clientX: 200, clientY: 100 }] });
  fireEvent.touchEnd(region, { changedTouches: [{ clientX: 200 + dx, clientY: 100 + dy }] });
}

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one item and no controls, dots or counter when there is only one', () => {
    renderCarousel(items.slice(0, 1));
    expect(shown()).toBe('Alpha');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('1 / 1')).toBeNull();
  });

  it('renders nothing for an empty list', () => {
    const { container } = renderCarousel([]);
    expect(container.innerHTML).toBe('');
  });

  it('shows controls, a dot per item and "n / total" with more than one, and wraps both ways', () => {
    renderCarousel();
    expect(screen.getAllByRole('button', { name: /Go to item/ })).toHaveLength(3);
    expect(screen.getByText('1 / 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(shown()).toBe('Gamma');
    expect(screen.getByText('3 / 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(shown()).toBe('Alpha');
    fireEvent.click(screen.getByRole('button', { name: 'Go to item 2' }));
    expect(shown()).toBe('Beta');
  });

  it('changes item only on a horizontal swipe over 50 px', () => {
    renderCarousel();
    swipe(-50);
    expect(shown()).toBe('Alpha');
    swipe(-51);
    expect(shown()).toBe('Beta');
    swipe(51);
    expect(shown()).toBe('Alpha');
    swipe(60, 120);
    expect(shown()).toBe('Alpha');
  });

  it('takes a swipe to the right for the next item when the page reads right to left (ADR 21)', () => {
    document.documentElement.dir = 'rtl';
    try {
      renderCarousel();
      swipe(51);
      expect(shown()).toBe('Beta');
      swipe(-51);
      expect(shown()).toBe('Alpha');
    } finally {
      document.documentElement.dir = '';
    }
  });

  it('auto-advances every 30 s and wraps around', () => {
    renderCarousel();
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTO_ADVANCE_MS - 1));
    expect(shown()).toBe('Alpha');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('Beta');
    act(() => vi.advanceTimersByTime(2 * CAROUSEL_AUTO_ADVANCE_MS));
    expect(shown()).toBe('Alpha');
  });

  it('pauses while hovered or focused', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Goals' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_AUTO_ADVANCE_MS));
    expect(shown()).toBe('Alpha');
    fireEvent.mouseLeave(region);
    fireEvent.focus(screen.getByRole('button', { name: 'Next' }));
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_AUTO_ADVANCE_MS));
    expect(shown()).toBe('Alpha');
    fireEvent.blur(screen.getByRole('button', { name: 'Next' }));
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTO_ADVANCE_MS));
    expect(shown()).toBe('Beta');
  });
});
