import type { GoalGifts } from '@contract';
import type { ChainRead } from '../../../lib/chain-read';
import { useChainRead } from '../../../lib/use-chain-read';
import { getGoalGifts } from '../api/get-goal-gifts';

/**
 * What each goal received with its reference (ADR 40): read like the balance, every minute, and again
 * when `again` changes (a donation this page asked for arrived).
 */
export const useGoalGifts = (again = 0): ChainRead<GoalGifts> => useChainRead(getGoalGifts, again);
