import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCatalog } from '../../../lib/i18n/i18n';
import spanish from '../../../locales/es.json';
import { defaultGoal } from '../lib/default-goal';
import { goalProgress } from '../lib/goal-progress';
import { GoalCard } from './goal-card';

const goal = { id: 'g1', order: 1, title: 'Listing fee', description: 'For the listing.', targetAmount: 40 };
const readAt = new Date(Date.now() - 5 * 60_000).toISOString();
const SOL = 1_000_000_000n;

describe('GoalCard', () => {
  it("links a goal's progress to the wallet's transfers that made the balance", () => {
    render(
      <GoalCard
        goal={goal}
        progress={{ kind: 'funded', fundedLamports: SOL, targetLamports: 40n * SOL, percent: 2, readAt }}
        transfersHref="#donation-ledger"
      />,
    );
    const link = screen.getByRole('link', {
      name: 'See the donations and outflows that make up this balance',
    });
    expect(link.getAttribute('href')).toBe('#donation-ledger');
  });

  it('shows no bar and no amount for a goal without a target', () => {
    render(<GoalCard goal={{ ...goal, targetAmount: undefined }} progress={{ kind: 'none' }} />);
    expect(screen.getByText('For the listing.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/SOL/)).toBeNull();
  });

  it('shows the funded share of the target, from the chain, with its age', () => {
    render(
      <GoalCard
        goal={goal}
        progress={{
          kind: 'funded',
          fundedLamports: 10n * SOL,
          targetLamports: 40n * SOL,
          percent: 25,
          readAt,
        }}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Listing fee: 25%' }).getAttribute('aria-valuenow')).toBe(
      '25',
    );
    expect(screen.getByText('10 / 40 SOL (25%)')).toBeTruthy();
    expect(screen.getByText(/From the wallet's on-chain balance, read/).textContent).toContain('5 min ago');
  });

  it("says a goal's progress rests on one provider while the wallet's balance is not confirmed by a second", () => {
    const wallet = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    const progressOf = (oneProvider?: true) =>
      goalProgress(
        [goal],
        {
          status: 'ready',
          data: { address: wallet, lamports: 10 * 1e9, readAt, ...(oneProvider ? { oneProvider } : {}) },
        },
        wallet,
      ).get(goal.id) ?? { kind: 'none' };
    const { rerender } = render(<GoalCard goal={goal} progress={progressOf(true)} />);
    expect(screen.getByText('10 / 40 SOL (25%)')).toBeTruthy();
    expect(screen.getByTestId('one-provider').textContent).toBe(
      '⚠ Read from one provider only: not yet confirmed by a second.',
    );
    rerender(<GoalCard goal={goal} progress={progressOf()} />);
    expect(screen.queryByTestId('one-provider')).toBeNull();
  });

  it('says a reached target is reached', () => {
    render(
      <GoalCard
        goal={goal}
        progress={{
          kind: 'funded',
          fundedLamports: 40n * SOL,
          targetLamports: 40n * SOL,
          percent: 100,
          readAt,
        }}
      />,
    );
    expect(screen.getByText('Reached ✓ 40 / 40 SOL (100%)')).toBeTruthy();
  });

  it('shows the target but no progress while the balance is unknown', () => {
    render(<GoalCard goal={goal} progress={{ kind: 'unknown', targetLamports: 40n * SOL }} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(
      screen.getByText(
        "Target 40 SOL. Progress is not available right now because the wallet's balance could not be read.",
      ),
    ).toBeTruthy();
  });

  it('marks a description a Spanish page shows in English, with a note in Spanish', () => {
    setCatalog('es', spanish);
    render(
      <GoalCard
        goal={{ ...goal, title: 'Tarifa de listado', untranslated: ['description'] }}
        progress={{ kind: 'none' }}
      />,
    );
    expect(screen.getByText('For the listing.').getAttribute('lang')).toBe('en');
    expect(screen.getByRole('heading', { name: 'Tarifa de listado' }).hasAttribute('lang')).toBe(false);
    expect(screen.getByText('En inglés').closest('[lang="en"]')).toBeNull();
  });

  it('shows no note for a translated goal', () => {
    setCatalog('es', spanish);
    const { container } = render(
      <GoalCard
        goal={{ ...goal, title: 'Tarifa', description: 'Para el listado.' }}
        progress={{ kind: 'none' }}
      />,
    );
    expect(container.querySelector('[lang]')).toBeNull();
    expect(screen.queryByText('En inglés')).toBeNull();
  });

  it('marks the legacy goal text a Spanish page shows in English', () => {
    setCatalog('es', spanish);
    render(
      <GoalCard
        goal={{ id: 'g2', order: 2, title: 'Tarifa', goal: 'Send SOL for the listing.' }}
        progress={{ kind: 'none' }}
      />,
    );
    expect(screen.getByText('Send SOL for the listing.').getAttribute('lang')).toBe('en');
    expect(screen.getByText('En inglés')).toBeTruthy();
  });

  it("shows the default goal in the page's language, with no note", () => {
    setCatalog('es', spanish);
    const { container } = render(<GoalCard goal={defaultGoal()} progress={{ kind: 'none' }} />);
    expect(
      screen.getByRole('heading', { name: 'Estamos reuniendo SOL para nuestro próximo listado' }),
    ).toBeTruthy();
    expect(screen.getByText('Puedes apoyarnos enviando SOL a la billetera de abajo:')).toBeTruthy();
    expect(container.querySelector('[lang]')).toBeNull();
    expect(screen.queryByText('En inglés')).toBeNull();
  });
});
