import type { GoalGiftTotal } from './donate.js';

/** One goal as the funding rule reads it, in the order the page shows the goals. */
export interface FundedGoalInput {
  id: string;
  /** The goal's reference key; absent for a goal stored before references (it has no gifts of its own). */
  reference?: string | undefined;
  /** Lamports; 0 when the goal has no target. */
  targetLamports: bigint;
  /** False for an inactive goal: it keeps its own gifts but takes no share of the gifts with no goal. */
  active: boolean;
}

/** What funds one goal (lamports). */
export interface GoalFunding {
  /** Received with the goal's reference (read from the chain by the ledger import), all of it. */
  ownLamports: bigint;
  ownGifts: number;
  /** Taken from the gifts with no goal (the balance rule); null while the balance is unknown. */
  sharedLamports: bigint | null;
  /** Own plus shared, at most the target (0 without a target): what the bar shows. */
  fundedLamports: bigint;
}

/**
 * ADR 40's rule, one gift never counted twice: a goal is funded first by the gifts that carried its
 * reference, then by the documented balance rule (web/README.md, "Donation goal progress") applied to
 * what the goals' own gifts leave of the balance, `max(0, balance − Σ own gifts of every goal given)`:
 * the active goals with a target take it in turn, each up to what its own gifts leave of its target.
 * A goal's own gifts above its target stay its own (never shared out to the next goal). `balance` null
 * (not read): own gifts only, `sharedLamports` null.
 */
export function goalFunding(
  goals: readonly FundedGoalInput[],
  balanceLamports: bigint | null,
  gifts: readonly GoalGiftTotal[],
): Map<string, GoalFunding> {
  const byReference = new Map(gifts.map((g) => [g.reference, g]));
  const own = goals.map((goal) => {
    const total = goal.reference === undefined ? undefined : byReference.get(goal.reference);
    return { lamports: total ? BigInt(total.lamports) : 0n, gifts: total?.gifts ?? 0 };
  });
  const ownSum = own.reduce((sum, o) => sum + o.lamports, 0n);
  let left = balanceLamports === null ? 0n : balanceLamports - ownSum;
  if (left < 0n) left = 0n;
  const funding = new Map<string, GoalFunding>();
  goals.forEach((goal, i) => {
    const mine = own[i] ?? { lamports: 0n, gifts: 0 };
    const target = goal.targetLamports > 0n ? goal.targetLamports : 0n;
    const room = goal.active && target > mine.lamports ? target - mine.lamports : 0n;
    const shared = room < left ? room : left;
    left -= shared;
    const sum = mine.lamports + shared;
    funding.set(goal.id, {
      ownLamports: mine.lamports,
      ownGifts: mine.gifts,
      sharedLamports: balanceLamports === null ? null : shared,
      fundedLamports: sum < target ? sum : target,
    });
  });
  return funding;
}
