import type { ApiAnswer, GoalGifts } from '@contract';
import { DONATE_ROUTES } from '@contract/donate-request';
import { getJson } from '../../../lib/http';
import { unwrap } from '../../../lib/live';

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/** True when `value` lists what goals received with sensible fields. */
export function isGoalGifts(value: unknown): value is GoalGifts {
  const v = value as Partial<Record<keyof GoalGifts, unknown>> | null;
  return (
    !!v &&
    (v.syncedAt === null || (typeof v.syncedAt === 'string' && !Number.isNaN(Date.parse(v.syncedAt)))) &&
    Array.isArray(v.goals) &&
    v.goals.every(
      (goal) =>
        typeof goal === 'object' &&
        goal !== null &&
        typeof goal.reference === 'string' &&
        BASE58.test(goal.reference) &&
        typeof goal.lamports === 'string' &&
        /^\d{1,20}$/.test(goal.lamports) &&
        Number.isSafeInteger(goal.gifts) &&
        goal.gifts >= 0,
    )
  );
}

/** What each goal received, read from the chain by the ledger import (ADR 40). */
export async function getGoalGifts(): Promise<GoalGifts> {
  const { body } = await getJson<ApiAnswer<GoalGifts>>(DONATE_ROUTES.goalGifts);
  const gifts = unwrap(body);
  if (!isGoalGifts(gifts)) throw new Error('Unexpected goal gifts');
  return gifts;
}
