import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEW_HOLDER_BANNER_MS, NEW_HOLDER_POLL_MS, NEW_HOLDER_REMEMBERED } from '../hooks/use-new-holder';
import { NewHolderBanner, transactionUrl } from './new-holder-banner';

type Answer =
  | { has_new_holder: boolean; holder: { wallet: string; short: string; signature?: string } | null }
  | Error;

function serve(answers: Answer[]) {
  const fetchMock = vi.fn(async (_url: string) => {
    const next = (answers.length > 1 ? answers.shift() : answers[0]) as Answer;
    if (next instanceof Error) throw next;
    return new Response(JSON.stringify(next), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const holder = (n: number) => ({
  has_new_holder: true,
  holder: { wallet: `Wallet${n}`, short: `W${n}..xx` },
});
const banner = () => screen.queryByTestId('new-holder-banner')?.textContent ?? null;
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('NewHolderBanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 2 s and shows "New Holder Joined!" for 4.5 s', async () => {
    const fetchMock = serve([{ has_new_holder: false, holder: null }, holder(1)]);
    render(<NewHolderBanner />);
    await tick(0);
    expect(banner()).toBeNull();
    await tick(NEW_HOLDER_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/new-holders/latest');
    expect(banner()).toContain('New Holder Joined!');
    expect(banner()).toContain('W1..xx');
    await tick(NEW_HOLDER_BANNER_MS - 1);
    expect(banner()).not.toBeNull();
    await tick(1);
    expect(banner()).toBeNull();
  });

  it('shows each holder once', async () => {
    serve([holder(1)]);
    render(<NewHolderBanner />);
    await tick(0);
    expect(banner()).toContain('W1..xx');
    await tick(NEW_HOLDER_BANNER_MS);
    expect(banner()).toBeNull();
    await tick(5 * NEW_HOLDER_POLL_MS);
    expect(banner()).toBeNull();
  });

  it('remembers the last 100 wallets shown, not every one since the page opened', async () => {
    // Each holder is the latest for 3 polls, long enough to be shown and its banner to go.
    const answers = Array.from({ length: NEW_HOLDER_REMEMBERED + 1 }, (_, i) => [
      holder(i),
      holder(i),
      holder(i),
    ]);
    serve([...answers.flat(), holder(0)]);
    render(<NewHolderBanner />);
    const shown = new Set<string>();
    for (let poll = 0; poll < 3 * (NEW_HOLDER_REMEMBERED + 1); poll++) {
      await tick(poll === 0 ? 0 : NEW_HOLDER_POLL_MS);
      const text = banner();
      if (text) shown.add(/W\d+\.\.xx/.exec(text)?.[0] ?? text);
    }
    expect(shown.size).toBe(NEW_HOLDER_REMEMBERED + 1);
    await tick(NEW_HOLDER_POLL_MS);
    // Wallet 0 was shown 101 wallets ago: the latest again, it is celebrated again.
    expect(banner() ?? 'no banner').toContain('W0..xx');
  });

  it('never shows two at once: a newer holder waits until the banner is gone', async () => {
    serve([holder(1), holder(2)]);
    render(<NewHolderBanner />);
    await tick(0);
    expect(banner()).toContain('W1..xx');
    await tick(NEW_HOLDER_POLL_MS);
    expect(banner()).toContain('W1..xx');
    expect(screen.getAllByTestId('new-holder-banner')).toHaveLength(1);
    await tick(NEW_HOLDER_BANNER_MS - NEW_HOLDER_POLL_MS);
    expect(banner()).toBeNull();
    await tick(3 * NEW_HOLDER_POLL_MS - NEW_HOLDER_BANNER_MS);
    expect(banner()).toContain('W2..xx');
  });

  it('ignores polling errors silently', async () => {
    const error = vi.spyOn(console, 'error');
    serve([new Error('network'), holder(3)]);
    render(<NewHolderBanner />);
    await tick(0);
    expect(banner()).toBeNull();
    await tick(NEW_HOLDER_POLL_MS);
    expect(banner()).toContain('W3..xx');
    expect(error).not.toHaveBeenCalled();
  });
});

describe('NewHolderBanner transaction link', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('links the holder’s transaction on the configured explorer', async () => {
    serve([{ has_new_holder: true, holder: { wallet: 'Wallet9', short: 'W9..xx', signature: '5sig' } }]);
    render(<NewHolderBanner explorer="https://solscan.io/token/" />);
    await tick(0);
    const link = screen.getByRole('link', { name: 'View transaction' });
    expect(link.getAttribute('href')).toBe('https://solscan.io/tx/5sig');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows no link for a holder found by reconciliation (no signature)', async () => {
    serve([holder(3)]);
    render(<NewHolderBanner explorer="https://solscan.io/token/" />);
    await tick(0);
    expect(banner()).toContain('W3..xx');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each([
    ['https://explorer.solana.com/address/', 'https://explorer.solana.com/tx/abc'],
    ['https://solana.fm/address/', 'https://solana.fm/tx/abc'],
  ])('puts the transaction at /tx/ of %s', (explorer, url) => {
    expect(transactionUrl(explorer, 'abc')).toBe(url);
  });
});
