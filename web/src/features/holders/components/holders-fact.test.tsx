import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetEtags } from '../../../lib/http';
import { HOLDER_COUNT_POLL_MS } from '../hooks/use-holder-count';
import { HoldersFact } from './holders-fact';

const NOW = Date.parse('2026-11-23T12:00:00Z');

function serve(answers: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const next = answers.length > 1 ? answers.shift() : answers[0];
      if (next instanceof Error) throw next;
      return new Response(JSON.stringify(next), { status: 200 });
    }),
  );
}
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const fact = () => screen.getByTestId('holders-fact').textContent;

describe('HoldersFact', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    forgetEtags();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the count counted on-chain, with its age', async () => {
    const measuredAt = new Date(NOW - 4 * 60_000).toISOString();
    serve([{ success: true, data: { count: 12_345, measuredAt, mint: 'Mint1111' } }]);
    render(<HoldersFact />);
    await tick(0);
    expect(fact()).toBe('Holders12,345Counted on-chain 4 min ago');
  });

  it('says the count is not known rather than showing a number, before the first count and offline', async () => {
    serve([{ success: true, data: null }, new Error('offline')]);
    render(<HoldersFact />);
    await tick(0);
    expect(fact()).toBe('Holders—Not counted yet');
    await tick(HOLDER_COUNT_POLL_MS);
    expect(fact()).toBe('Holders—Not counted yet');
  });
});
