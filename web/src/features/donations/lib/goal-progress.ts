import type { DonationGoal, GoalGifts, WalletFacts } from '@contract';
import { goalFunding } from '@contract/goal-funding';
import { type ChainRead, LAMPORTS_PER_SOL } from '../../../lib/chain-read';

/** How far a goal is, as far as the chain can tell. */
export type GoalProgress =
  /** No target (or a target of 0): nothing to measure. */
  | { kind: 'none' }
  /** A target, but the wallet's balance is not known right now: no number is shown. */
  | { kind: 'unknown'; targetLamports: bigint }
  | {
      kind: 'funded';
      targetLamports: bigint;
      fundedLamports: bigint;
      percent: number;
      readAt: string;
      /** The balance rests on one RPC provider's word: the second has not confirmed it (ADR 35). */
      oneProvider?: boolean;
    };

/** What a goal received with its own reference, as the ledger read it from the chain (ADR 40). */
export interface OwnGifts {
  lamports: bigint;
  gifts: number;
  /** When the ledger was last brought up to date. */
  syncedAt: string;
}

const toLamports = (sol: number) => BigInt(Math.round(sol * LAMPORTS_PER_SOL));

/**
 * The documented rule (web/README.md, "Donation goal progress"; ADR 40): a goal is funded first by the
 * gifts that carried its reference, then by its turn of what those gifts leave of the donation wallet's
 * balance, shared out to the active goals with a target in `order`. Progress exists only when the
 * balance was read from the chain; the stored `currentAmount` is never used.
 */
export function goalProgress(
  goals: readonly DonationGoal[],
  balance: ChainRead<WalletFacts>,
  wallet: string,
  gifts?: ChainRead<GoalGifts>,
): Map<string, GoalProgress> {
  const known = balance.status === 'ready' && balance.data.address === wallet ? balance.data : null;
  const targets = new Map(
    goals.map((goal) => [
      goal.id,
      typeof goal.targetAmount === 'number' ? toLamports(goal.targetAmount) : 0n,
    ]),
  );
  const funding = goalFunding(
    goals.map((goal) => ({
      id: goal.id,
      reference: goal.reference,
      targetLamports: targets.get(goal.id) ?? 0n,
      active: goal.active !== false,
    })),
    known ? BigInt(known.lamports) : null,
    gifts?.status === 'ready' ? gifts.data.goals : [],
  );
  const progress = new Map<string, GoalProgress>();
  for (const goal of goals) {
    const target = targets.get(goal.id) ?? 0n;
    const fundedLamports = funding.get(goal.id)?.fundedLamports ?? 0n;
    if (goal.active === false || target <= 0n) {
      progress.set(goal.id, { kind: 'none' });
    } else if (!known) {
      progress.set(goal.id, { kind: 'unknown', targetLamports: target });
    } else {
      const percent = Number((fundedLamports * 100n) / target);
      progress.set(goal.id, {
        kind: 'funded',
        targetLamports: target,
        fundedLamports,
        percent,
        readAt: known.readAt,
        ...(known.oneProvider === true ? { oneProvider: true } : {}),
      });
    }
  }
  return progress;
}

/** Each goal's own gifts, by goal id: only goals with a reference that received something. */
export function ownGifts(goals: readonly DonationGoal[], gifts: ChainRead<GoalGifts>): Map<string, OwnGifts> {
  const own = new Map<string, OwnGifts>();
  if (gifts.status !== 'ready' || !gifts.data.syncedAt) return own;
  const byReference = new Map(gifts.data.goals.map((total) => [total.reference, total]));
  for (const goal of goals) {
    const total = goal.reference ? byReference.get(goal.reference) : undefined;
    if (total && total.gifts > 0) {
      own.set(goal.id, {
        lamports: BigInt(total.lamports),
        gifts: total.gifts,
        syncedAt: gifts.data.syncedAt,
      });
    }
  }
  return own;
}
