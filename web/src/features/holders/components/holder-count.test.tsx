import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetEtags } from '../../../lib/http';
import { HOLDER_COUNT_POLL_MS } from '../hooks/use-holder-count';
import { formatAge, HolderCount } from './holder-count';

const NOW = Date.parse('2026-11-23T12:00:00Z');

function serve(answers: unknown[]) {
  const fetchMock = vi.fn(async (_url: string) => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next instanceof Error) throw next;
    return new Response(JSON.stringify(next), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const count = (n: number, minutesAgo: number) => ({
  success: true,
  data: { count: n, measuredAt: new Date(NOW - minutesAgo * 60_000).toISOString(), mint: 'Mint1111' },
});

describe('HolderCount', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    forgetEtags();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the count with its age, and the new count at the next poll', async () => {
    const fetchMock = serve([count(1234, 3), count(1240, 0)]);
    render(<HolderCount />);
    await tick(0);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/holders/count');
    expect(screen.getByTestId('holder-count').textContent).toBe('1,234 holders · counted on chain 3 min ago');
    await tick(HOLDER_COUNT_POLL_MS);
    expect(screen.getByTestId('holder-count-value').textContent).toBe('1,240');
  });

  it('shows nothing while there is no count, and nothing made up when the API fails', async () => {
    serve([{ success: true, data: null }, new Error('offline')]);
    render(<HolderCount />);
    await tick(0);
    expect(screen.queryByTestId('holder-count')).toBeNull();
    await tick(HOLDER_COUNT_POLL_MS);
    expect(screen.queryByTestId('holder-count')).toBeNull();
  });

  it('keeps the last count when a later poll fails', async () => {
    serve([count(7, 1), new Error('offline')]);
    render(<HolderCount />);
    await tick(0);
    await tick(HOLDER_COUNT_POLL_MS);
    expect(screen.getByTestId('holder-count-value').textContent).toBe('7');
  });
});

describe('formatAge', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [60 * 4, '4 min ago'],
    [60 * 60 * 2, '2 h ago'],
    [60 * 60 * 24 * 3, '3 days ago'],
  ])('%i s old reads "%s"', (seconds, text) => {
    expect(formatAge(new Date(NOW - seconds * 1000).toISOString(), NOW)).toBe(text);
  });
});
