import { LAMPORTS_PER_SOL as CONTRACT_LAMPORTS } from '@contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAMPORTS_PER_SOL } from '../../../lib/chain-read';
import { forgetEtags } from '../../../lib/http';
import { CHAIN_FACTS_REFRESH_MS, useTokenFacts, useWalletFacts } from './use-chain-facts';

const WALLET = {
  address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  lamports: 7,
  readAt: '2026-01-01T00:00:00Z',
};

describe('useTokenFacts and useWalletFacts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    forgetEtags();
  });

  it('is loading, then unavailable when the routes fail, then known once they answer; a later failure keeps the last read', async () => {
    let up = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (!up) return new Response('{"success":false,"message":"down"}', { status: 503 });
        if (url.endsWith('/donation-wallet'))
          return new Response(JSON.stringify({ success: true, data: WALLET }));
        return new Response('{"success":false,"message":"down"}', { status: 503 });
      }),
    );
    const { result } = renderHook(() => ({ token: useTokenFacts(), wallet: useWalletFacts() }));
    expect(result.current.wallet).toEqual({ status: 'loading' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toEqual({ token: { status: 'unavailable' }, wallet: { status: 'unavailable' } });

    up = true;
    await act(() => vi.advanceTimersByTimeAsync(CHAIN_FACTS_REFRESH_MS));
    expect(result.current.wallet).toEqual({ status: 'ready', data: WALLET });
    expect(result.current.token).toEqual({ status: 'unavailable' });

    up = false;
    await act(() => vi.advanceTimersByTimeAsync(CHAIN_FACTS_REFRESH_MS));
    expect(result.current.wallet).toEqual({ status: 'ready', data: WALLET });
  });

  it('uses the same lamports per SOL as the contract', () => {
    expect(LAMPORTS_PER_SOL).toBe(CONTRACT_LAMPORTS);
  });
});
