import type { DonationGoal, WalletFacts } from '@contract';
import { describe, expect, it } from 'vitest';
import type { ChainRead } from '../../../lib/chain-read';
import { goalProgress } from './goal-progress';

const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const READ_AT = '2026-01-01T00:00:00.000Z';
const SOL = 1_000_000_000;
const balance = (sol: number): ChainRead<WalletFacts> => ({
  status: 'ready',
  data: { address: WALLET, lamports: sol * SOL, readAt: READ_AT },
});
const goal = (id: string, order: number, extra: Partial<DonationGoal> = {}): DonationGoal => ({
  id,
  order,
  title: id,
  ...extra,
});
const funded = (fundedSol: number, targetSol: number, percent: number) => ({
  kind: 'funded',
  fundedLamports: BigInt(fundedSol * SOL),
  targetLamports: BigInt(targetSol * SOL),
  percent,
  readAt: READ_AT,
});

describe('goalProgress: goals with a target are funded from the balance in order', () => {
  it('fills the first goal, gives the rest to the next, and leaves later ones at 0', () => {
    const goals = [
      goal('a', 1, { targetAmount: 10 }),
      goal('b', 2, { targetAmount: 20 }),
      goal('c', 3, { targetAmount: 5 }),
    ];
    const progress = goalProgress(goals, balance(15), WALLET);
    expect(progress.get('a')).toEqual(funded(10, 10, 100));
    expect(progress.get('b')).toEqual(funded(5, 20, 25));
    expect(progress.get('c')).toEqual(funded(0, 5, 0));
  });

  it('skips goals without a target (or a target of 0) and inactive ones, which take nothing', () => {
    const goals = [
      goal('none', 1),
      goal('zero', 2, { targetAmount: 0 }),
      goal('off', 3, { targetAmount: 50, active: false }),
      goal('cleared', 4, { targetAmount: null }),
      goal('real', 5, { targetAmount: 4 }),
    ];
    const progress = goalProgress(goals, balance(3), WALLET);
    for (const id of ['none', 'zero', 'off', 'cleared']) expect(progress.get(id)).toEqual({ kind: 'none' });
    expect(progress.get('real')).toEqual(funded(3, 4, 75));
  });

  it('shows a reached target at 100% and no more, whatever is left over', () => {
    const progress = goalProgress([goal('a', 1, { targetAmount: 2 })], balance(9), WALLET);
    expect(progress.get('a')).toEqual(funded(2, 2, 100));
  });

  it('gives no number at all while the balance is unknown, or read for another wallet', () => {
    const goals = [goal('a', 1, { targetAmount: 2 })];
    const unknown = { kind: 'unknown', targetLamports: BigInt(2 * SOL) };
    expect(goalProgress(goals, { status: 'unavailable' }, WALLET).get('a')).toEqual(unknown);
    expect(goalProgress(goals, { status: 'loading' }, WALLET).get('a')).toEqual(unknown);
    expect(goalProgress(goals, balance(5), 'AnotherWa11etAddressXXXXXXXXXXXXXXX').get('a')).toEqual(unknown);
  });

  it('never takes the stored currentAmount as progress', () => {
    const goals = [goal('a', 1, { targetAmount: 10, currentAmount: 10 })];
    expect(goalProgress(goals, balance(1), WALLET).get('a')).toEqual(funded(1, 10, 10));
  });
});
