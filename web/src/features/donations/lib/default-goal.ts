import type { DonationGoal } from '@contract';

/** behaviour §3: the goal shown when none exist. */
export const DEFAULT_GOAL: DonationGoal = {
  id: 'default-goal',
  order: 0,
  title: 'We are collecting SOL for our next listing',
  goal: 'You can support us by sending SOL to the wallet below:',
  active: true,
};

/** The goals to show: the loaded ones, else the default goal. */
export function goalsToShow(goals: readonly DonationGoal[]): DonationGoal[] {
  const visible = goals.filter((g) => g.active !== false);
  return visible.length > 0 ? [...visible].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)) : [DEFAULT_GOAL];
}
