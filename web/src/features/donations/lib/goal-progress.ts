import type { DonationGoal, WalletFacts } from '@contract';
import { type ChainRead, LAMPORTS_PER_SOL } from '../../../lib/chain-read';

/** How far a goal is, as far as the chain can tell. */
export type GoalProgress =
  /** No target (or a target of 0): nothing to measure. */
  | { kind: 'none' }
  /** A target, but the wallet's balance is not known right now: no number is shown. */
  | { kind: 'unknown'; targetLamports: bigint }
  | { kind: 'funded'; targetLamports: bigint; fundedLamports: bigint; percent: number; readAt: string };

const toLamports = (sol: number) => BigInt(Math.round(sol * LAMPORTS_PER_SOL));

/**
 * The documented rule (web/README.md, "Donation goal progress"): the goals shown (active ones, by
 * `order`) that have a target above 0 are funded from the donation wallet's balance in turn.
 * The first takes up to its target, what is left goes to the next, and so on. Progress exists
 * only when the balance was read from the chain; the stored `currentAmount` is never used.
 */
export function goalProgress(
  goals: readonly DonationGoal[],
  balance: ChainRead<WalletFacts>,
  wallet: string,
): Map<string, GoalProgress> {
  const known = balance.status === 'ready' && balance.data.address === wallet ? balance.data : null;
  let left = known ? BigInt(known.lamports) : 0n;
  const progress = new Map<string, GoalProgress>();
  for (const goal of goals) {
    const target = typeof goal.targetAmount === 'number' ? toLamports(goal.targetAmount) : 0n;
    if (goal.active === false || target <= 0n) {
      progress.set(goal.id, { kind: 'none' });
    } else if (!known) {
      progress.set(goal.id, { kind: 'unknown', targetLamports: target });
    } else {
      const funded = left < target ? left : target;
      left -= funded;
      const percent = Number((funded * 100n) / target);
      progress.set(goal.id, {
        kind: 'funded',
        targetLamports: target,
        fundedLamports: funded,
        percent,
        readAt: known.readAt,
      });
    }
  }
  return progress;
}
