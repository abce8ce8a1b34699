import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WalletCard } from './wallet-card';

const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const explorer = 'https://explorer.example/account/';

describe('WalletCard', () => {
  it('shows the balance the chain gave, its age and a link to the wallet on the explorer', () => {
    const readAt = new Date(Date.now() - 30_000).toISOString();
    render(
      <WalletCard
        address={WALLET}
        explorerAccountUrl={explorer}
        balance={{ status: 'ready', data: { address: WALLET, lamports: 12_345_600_000, readAt } }}
      />,
    );
    expect(screen.getByTestId('wallet-balance').textContent).toContain(
      'Balance: 12.3456 SOL, read just now.',
    );
    expect(screen.getByRole('link', { name: 'View the wallet on the explorer' }).getAttribute('href')).toBe(
      `${explorer}${WALLET}`,
    );
  });

  it('says a balance the second provider has not confirmed was read from one provider only', () => {
    const readAt = new Date(Date.now() - 30_000).toISOString();
    const balance = (oneProvider?: true) => ({
      status: 'ready' as const,
      data: { address: WALLET, lamports: 12_345_600_000, readAt, ...(oneProvider ? { oneProvider } : {}) },
    });
    const { rerender } = render(<WalletCard address={WALLET} balance={balance(true)} />);
    expect(screen.getByTestId('one-provider').textContent).toBe(
      '⚠ Read from one provider only: not yet confirmed by a second.',
    );
    rerender(<WalletCard address={WALLET} balance={balance()} />);
    expect(screen.queryByTestId('one-provider')).toBeNull();
  });

  it('says the balance is not available rather than showing a number', () => {
    render(<WalletCard address={WALLET} explorerAccountUrl={explorer} balance={{ status: 'unavailable' }} />);
    expect(screen.getByTestId('wallet-balance').textContent).toContain(
      'The balance is not available right now because the chain could not be read.',
    );
    expect(screen.queryByText(/SOL,/)).toBeNull();
  });

  it('says for how many minutes the chain has not been read when the server says so, and nothing while fresh', () => {
    const readAt = '2026-11-28T09:00:00.000Z';
    const { rerender } = render(
      <WalletCard
        address={WALLET}
        balance={{ status: 'ready', data: { address: WALLET, lamports: 1, readAt, notReadForMinutes: 47 } }}
      />,
    );
    expect(screen.getByTestId('not-read').textContent).toBe(
      '⚠ Not read from the chain for 47 minutes: what is shown may be out of date.',
    );
    rerender(
      <WalletCard
        address={WALLET}
        balance={{ status: 'ready', data: { address: WALLET, lamports: 1, readAt, notReadForMinutes: 1 } }}
      />,
    );
    expect(screen.getByTestId('not-read').textContent).toContain('for 1 minute:');
    rerender(
      <WalletCard
        address={WALLET}
        balance={{ status: 'ready', data: { address: WALLET, lamports: 1, readAt } }}
      />,
    );
    expect(screen.queryByTestId('not-read')).toBeNull();
  });

  it('says it is checking before the first answer', () => {
    render(<WalletCard address={WALLET} />);
    expect(screen.getByTestId('wallet-balance').textContent).toBe('Balance: checking on-chain…');
  });
});
