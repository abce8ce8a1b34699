import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveStore } from '../../../lib/live';
import DonatePanel from './donate-panel';

const WALLET = 'ASt81qRsq7Z3cCRnfEU7cNkiGLfd9Hi5vcNC6Avut7od';
const GOAL_REFERENCE = '7f2kDxmbkxbEFtDfuDHTzpD4vdukYLWnRNbG7gbC1wD7';

function panel() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, data: { status: 'pending' } }))),
  );
  render(
    <DonatePanel
      id="donation"
      wallet={WALLET}
      goal={{ title: 'Listing fees', reference: GOAL_REFERENCE }}
      presetsSol={['0.1', '0.5', '1']}
      maxSol="1000"
      label="Vibie community"
      message="For the listing"
      onClose={() => undefined}
    />,
  );
}

const link = () => screen.queryByRole('link', { name: 'Donate with a wallet app' });

describe('DonatePanel', () => {
  afterEach(() => liveStore.dispose());

  it('offers the presets, the first chosen, in a link to the configured wallet with both references', () => {
    panel();
    expect(screen.getByRole('heading', { name: 'Donate to Listing fees' })).toBeTruthy();
    const url = new URL(link()?.getAttribute('href') ?? '');
    expect(url.pathname).toBe(WALLET);
    expect(url.searchParams.get('amount')).toBe('0.1');
    expect(url.searchParams.getAll('reference')[0]).toBe(GOAL_REFERENCE);
    expect(url.searchParams.getAll('reference')).toHaveLength(2);
    fireEvent.click(screen.getByRole('radio', { name: '0.5 SOL' }));
    expect(new URL(link()?.getAttribute('href') ?? '').searchParams.get('amount')).toBe('0.5');
  });

  it.each([
    ['1e3', 'Write the amount in SOL as a number such as 0.5, with at most 9 decimals.'],
    ['-1', 'Write the amount in SOL as a number such as 0.5, with at most 9 decimals.'],
    ['NaN', 'Write the amount in SOL as a number such as 0.5, with at most 9 decimals.'],
    ['0.1234567891', 'Write the amount in SOL as a number such as 0.5, with at most 9 decimals.'],
    ['.5', 'Write the amount in SOL as a number such as 0.5, with at most 9 decimals.'],
    ['<script>', 'Write the amount in SOL as a number such as 0.5, with at most 9 decimals.'],
    ['0', 'The amount must be more than 0 SOL.'],
    ['0.000000000', 'The amount must be more than 0 SOL.'],
    ['1000.000000001', 'One donation can be at most 1,000 SOL.'],
  ])('refuses another amount of %s, says why, and offers no link', (typed, problem) => {
    panel();
    fireEvent.click(screen.getByRole('radio', { name: 'Another amount' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount in SOL' }), { target: { value: typed } });
    expect(screen.getByRole('alert').textContent).toBe(problem);
    expect(link()).toBeNull();
    expect(screen.getByRole('button', { name: 'Donate with a wallet app' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('takes an amount of 9 decimals up to the maximum, as typed', () => {
    panel();
    fireEvent.click(screen.getByRole('radio', { name: 'Another amount' }));
    const input = screen.getByRole('textbox', { name: 'Amount in SOL' });
    for (const typed of ['0.000000001', '1000', ' 12.5 ']) {
      fireEvent.change(input, { target: { value: typed } });
      expect(new URL(link()?.getAttribute('href') ?? '').searchParams.get('amount')).toBe(typed.trim());
    }
  });

  it('shows the QR code on request on a narrow screen, and waits for the donation once it is shown', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    panel();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Show the QR code' }));
    expect(screen.getByRole('img', { name: /^QR code of this donation request/ })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Waiting for your donation. This page will say when it arrives.',
    );
  });
});
