import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import spanish from '../locales/es.json';
import { setCatalog } from './i18n/i18n';
import { LIVE_REFRESH_MS, liveStore } from './live';
import { useLiveList } from './use-live-list';

function Probe() {
  const { status, items } = useLiveList<{ id: string }>('donations');
  return <p data-testid="probe">{`${status}:${items.map((i) => i.id).join(',')}`}</p>;
}

const answer = (data: unknown, etag?: string) =>
  new Response(JSON.stringify({ success: true, data }), {
    status: 200,
    headers: etag ? { ETag: etag } : {},
  });

describe('useLiveList', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    liveStore.dispose();
    vi.useRealTimers();
  });

  it('fetches once, then lets only a non-empty live result replace the list, with conditional requests', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer([{ id: 'a' }], '"v1"'))
      .mockResolvedValueOnce(new Response(null, { status: 304 }))
      .mockResolvedValueOnce(answer([], '"v2"'))
      .mockResolvedValueOnce(answer([{ id: 'b' }], '"v3"'));
    vi.stubGlobal('fetch', fetchMock);
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('loading:');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('probe').textContent).toBe('ready:a');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/canonical/donations');

    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    const secondInit = fetchMock.mock.calls[1]?.[1] as RequestInit;
    expect((secondInit.headers as Record<string, string>)['If-None-Match']).toBe('"v1"');
    expect(screen.getByTestId('probe').textContent).toBe('ready:a');

    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    expect(screen.getByTestId('probe').textContent).toBe('ready:a');

    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    expect(screen.getByTestId('probe').textContent).toBe('ready:b');
  });

  it("shows an admin's change to an open page within 10 seconds (ADR 9)", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer([{ id: 'a' }], '"v1"'))
      .mockResolvedValueOnce(answer([{ id: 'a' }, { id: 'new' }], '"v2"'));
    vi.stubGlobal('fetch', fetchMock);
    render(<Probe />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('probe').textContent).toBe('ready:a');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByTestId('probe').textContent).toBe('ready:a,new');
  });

  it("keeps a translated page live on its locale's path, with conditional requests", async () => {
    setCatalog('es', spanish);
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer([{ id: 'a' }], '"es1"'))
      .mockResolvedValueOnce(new Response(null, { status: 304 }))
      .mockResolvedValueOnce(answer([{ id: 'b' }], '"es2"'));
    vi.stubGlobal('fetch', fetchMock);
    render(<Probe />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('probe').textContent).toBe('ready:a');

    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    const secondInit = fetchMock.mock.calls[1]?.[1] as RequestInit;
    expect((secondInit.headers as Record<string, string>)['If-None-Match']).toBe('"es1"');
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    expect(screen.getByTestId('probe').textContent).toBe('ready:b');
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/api/locales/es/canonical/donations',
      '/api/locales/es/canonical/donations',
      '/api/locales/es/canonical/donations',
    ]);
  });

  it('logs a failed first fetch and leaves an empty list', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 503 })));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Probe />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('probe').textContent).toBe('error:');
    expect(error).toHaveBeenCalled();
  });
});
