import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCatalog } from '../../../lib/i18n/i18n';
import { liveStore } from '../../../lib/live';
import spanish from '../../../locales/es.json';
import { requestedPaths, stubApi } from '../../../testing/api-answer';
import { DonationSection } from './donation-section';

const respond = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('DonationSection', () => {
  afterEach(() => liveStore.dispose());

  it('shows "Support <token>", the wallet card and the default goal when none exist', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond({ success: true, data: [] })),
    );
    render(<DonationSection tokenName="Vibie" wallet="WALLET" />);
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Support Vibie');
    expect(screen.getByText('Donation Goals')).toBeTruthy();
    expect(screen.getByText('We are collecting SOL for our next listing')).toBeTruthy();
    expect(screen.getByText('You can support us by sending SOL to the wallet below:')).toBeTruthy();
    expect(screen.getByText('Marketing Wallet Address')).toBeTruthy();
    // One name for the one wallet (ADR 31), and what it is for.
    expect(screen.getByText(/^The marketing wallet receives the community's donations\./)).toBeTruthy();
    expect(screen.getByTestId('donation-wallet').textContent).toBe('WALLET');
    expect(screen.getByRole('button', { name: 'Copy Address' })).toBeTruthy();
  });

  it('logs a failed load and keeps the default goal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond({ success: false, message: 'down' }, 503)),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<DonationSection tokenName="Vibie" wallet="WALLET" />);
    await act(async () => {});
    expect(error).toHaveBeenCalled();
    expect(screen.getByText('We are collecting SOL for our next listing')).toBeTruthy();
  });

  it('shows loaded goals in the carousel, with the legacy goal text as fallback', async () => {
    const data = [
      { id: 'g1', title: 'Listing fee', description: 'For the next listing.', order: 1 },
      { id: 'g2', title: 'Memes', goal: 'Legacy goal text.', order: 2 },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond({ success: true, data })),
    );
    render(<DonationSection tokenName="Vibie" wallet="WALLET" />);
    expect(await screen.findByText('Listing fee')).toBeTruthy();
    expect(screen.getByText('1 / 2')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Next' }).click());
    expect(screen.getByText('Legacy goal text.')).toBeTruthy();
  });

  it("reads a Spanish page's goals from the Spanish path and marks a title still in English", async () => {
    setCatalog('es', spanish);
    const fetchMock = stubApi([{ id: 'g', order: 1, title: 'Listing fee', untranslated: ['title'] }]);
    render(<DonationSection tokenName="Vibie" wallet="WALLET" />);
    const title = await screen.findByRole('heading', { name: 'Listing fee' });
    expect(requestedPaths(fetchMock)).toEqual(['/api/locales/es/canonical/donations']);
    expect(title.getAttribute('lang')).toBe('en');
    expect(title.closest('.goal-card')?.querySelector('.in-english')?.textContent).toBe('En inglés');
  });

  it("reads an English page's goals from the English path", async () => {
    const fetchMock = stubApi([{ id: 'g', order: 1, title: 'Listing fee' }]);
    render(<DonationSection tokenName="Vibie" wallet="WALLET" />);
    await screen.findByRole('heading', { name: 'Listing fee' });
    expect(requestedPaths(fetchMock)).toEqual(['/api/canonical/donations']);
  });
});
