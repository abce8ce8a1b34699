import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatAge } from '../../../lib/format-age';
import { forgetEtags } from '../../../lib/http';
import type { Catalog } from '../../../lib/i18n/i18n';
import { setCatalog } from '../../../lib/i18n/i18n';
import type { Locale } from '../../../lib/i18n/locales';
import arabic from '../../../locales/ar.json';
import english from '../../../locales/en.json';
import japanese from '../../../locales/ja.json';
import korean from '../../../locales/ko.json';
import chinese from '../../../locales/zh-cn.json';
import { HOLDER_COUNT_POLL_MS } from '../hooks/use-holder-count';
import { HolderCount } from './holder-count';

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

describe('HolderCount in other languages (ADR 31)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });

  /** The holder line a page in `locale` shows for `n` holders counted `minutesAgo` minutes ago. */
  async function line(locale: Locale, catalog: Catalog, n: number, minutesAgo: number) {
    setCatalog(locale, catalog);
    serve([count(n, minutesAgo)]);
    render(<HolderCount />);
    await tick(0);
    return screen.getByTestId('holder-count').textContent;
  }

  it('Korean attaches its counter to the number inside the message', async () => {
    expect(await line('ko', korean, 1234, 3)).toBe('보유 지갑 1,234개 · 3분 전 온체인 집계');
  });

  it('Japanese puts the number before its noun, with no "people" counter for wallets', async () => {
    expect(await line('ja', japanese, 1234, 0)).toBe('1,234 ホルダー · オンチェーンで集計（たった今）');
  });

  it('Chinese reads "just now" as a whole phrase before the verb, with no particle', async () => {
    expect(await line('zh-cn', chinese, 1234, 0)).toBe('1,234 个持有者 · 刚刚链上统计');
  });

  it('says days from 24 hours on, as every other age on the page does', async () => {
    const hero = await line('en', english, 5, 30 * 60);
    const measuredAt = new Date(NOW - 30 * 3_600_000).toISOString();
    expect(hero).toBe(`5 holders · counted on chain ${formatAge(measuredAt, NOW)}`);
    expect(hero).toMatch(/ 1 day ago$/);
  });

  it('Arabic counts minutes with their plural forms', async () => {
    expect(await line('ar', arabic, 5, 3)).toBe('5 حاملين · العدّ على السلسلة قبل 3 دقائق');
  });
});

describe('formatAge', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [60 * 4, '4 min ago'],
    [60 * 60 * 2, '2 h ago'],
    [60 * 60 * 23, '23 h ago'],
    [60 * 60 * 24, '1 day ago'],
    [60 * 60 * 24 * 3, '3 days ago'],
  ])('%i s old reads "%s"', (seconds, text) => {
    expect(formatAge(new Date(NOW - seconds * 1000).toISOString(), NOW)).toBe(text);
  });
});
