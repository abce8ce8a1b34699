import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PriceTicker } from './price-ticker';

const pairAnswer = (priceUsd: string, h24: number) =>
  new Response(
    JSON.stringify({
      schemaVersion: '1.0.0',
      pairs: [{ chainId: 'solana', priceUsd, priceChange: { h24 } }],
    }),
    {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    },
  );

describe('PriceTicker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts OFFLINE at the default price, goes LIVE after a fetch, OFFLINE again on failure keeping the price', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(pairAnswer('0.0000194', -3.2))
      .mockResolvedValueOnce(new Response('{}', { status: 502 }));
    vi.stubGlobal('fetch', fetchMock);

    render(<PriceTicker chain="solana" pairAddress="PAIR" ticker="VIBIE" />);
    expect(screen.getByTestId('ticker-price').textContent).toBe('$0.00001942');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId('ticker-status').textContent).toBe('LIVE');
    expect(screen.getByTestId('ticker-price').textContent).toBe('$0.00001940');
    expect(screen.getByTestId('ticker-change').textContent).toBe('-3.20% 24h');
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/latest\/dex\/pairs\/solana\/PAIR$/);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('ticker-status').textContent).toBe('OFFLINE');
    expect(screen.getByTestId('ticker-price').textContent).toBe('$0.00001940');
  });

  it('goes OFFLINE when the answer has no pair data', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(JSON.stringify({ pairs: null }), { status: 200 })),
    );
    render(<PriceTicker chain="solana" pairAddress="PAIR" ticker="VIBIE" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId('ticker-status').textContent).toBe('OFFLINE');
    expect(screen.getByTestId('ticker-price').textContent).toBe('$0.00001942');
  });

  it('goes OFFLINE, keeping the price, when the price service answers more than a pair answer can be', async () => {
    const padded = JSON.stringify({
      pairs: [{ priceUsd: '0.5', priceChange: { h24: 1 } }],
      pad: 'x'.repeat(300_000),
    });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(padded, { status: 200 })));
    render(<PriceTicker chain="solana" pairAddress="PAIR" ticker="VIBIE" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId('ticker-status').textContent).toBe('OFFLINE');
    expect(screen.getByTestId('ticker-price').textContent).toBe('$0.00001942');
  });

  it('does not poll while the tab is hidden', async () => {
    const fetchMock = vi.fn().mockResolvedValue(pairAnswer('0.00002', 1));
    vi.stubGlobal('fetch', fetchMock);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    render(<PriceTicker chain="solana" pairAddress="PAIR" ticker="VIBIE" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
