import type { GoalGifts, GoalGiftTotal } from '../contract/donate.js';
import type { ReadDatabase } from '../platform/database/read-database.js';
import { isoTime } from '../platform/iso-time.js';
import { isPublicKey } from '../platform/solana/public-key.js';

const LEDGER = 'donationLedger';
/** Goals read at most (the content collections' own bound). */
const MAX_GOALS = 500;

/**
 * What each goal received (ADR 40): the ledger import's totals of the goals' references (facts database),
 * one document a goal with a reference, and when the ledger was last brought up to date.
 */
export async function readGoalGifts(
  content: ReadDatabase,
  facts: ReadDatabase,
  wallet: string,
): Promise<GoalGifts> {
  const ledger = facts.collection(LEDGER).doc(wallet);
  const [goals, state] = await Promise.all([
    content.collection('donations').limit(MAX_GOALS).get(),
    ledger.get(),
  ]);
  const references = [
    ...new Set(
      goals.docs
        .map((doc) => doc.get('reference'))
        .filter((r): r is string => typeof r === 'string' && isPublicKey(r)),
    ),
  ];
  const totals = await Promise.all(
    references.map((reference) => ledger.collection('references').doc(reference).get()),
  );
  const received: GoalGiftTotal[] = totals.flatMap((doc) => {
    const lamports = doc.get('lamports');
    const gifts = doc.get('gifts');
    if (!doc.exists || typeof lamports !== 'string' || !/^\d{1,30}$/.test(lamports)) return [];
    if (typeof gifts !== 'number' || !Number.isSafeInteger(gifts) || gifts < 1) return [];
    return [{ reference: doc.id, lamports, gifts }];
  });
  return { syncedAt: isoTime(state.get('syncedAt')) ?? null, goals: received };
}
