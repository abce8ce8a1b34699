import type { DonationGoal } from '@contract';
import { t } from '../../../lib/i18n/i18n';

/** The default goal's id: it is the site's own text, in the page's language, never admin content. */
export const DEFAULT_GOAL_ID = 'default-goal';

/** behaviour §3: the goal shown when none exist (English as behaviour §3 words it, translated on the other pages). */
export function defaultGoal(): DonationGoal {
  return {
    id: DEFAULT_GOAL_ID,
    order: 0,
    title: t('donate.defaultTitle'),
    goal: t('donate.defaultText'),
    active: true,
  };
}

/** The goals to show: the loaded ones, else the default goal. */
export function goalsToShow(goals: readonly DonationGoal[]): DonationGoal[] {
  const visible = goals.filter((g) => g.active !== false);
  return visible.length > 0 ? [...visible].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)) : [defaultGoal()];
}
