import { CONTROL_CHANGE_DAYS, type ControlChange, type ControlChanges } from '../contract/facts.js';
import type { ReadDatabase } from '../platform/database/read-database.js';

/**
 * The changes of the donation wallet's rules the scheduled read recorded (behaviour §2.8, ADR 33), one
 * document each, as the public route lists them. Apart from the watch, so that the route carries none
 * of what the watch reads the chain with.
 */
export const CONTROL_CHANGES = 'walletControlChanges';

const isChange = (data: Record<string, unknown>): boolean =>
  typeof data.at === 'string' &&
  Array.isArray(data.changes) &&
  (data.signature === null || typeof data.signature === 'string');

/** The changes of the last 30 days for `wallet`, newest first (at most 20). */
export async function readControlChanges(
  db: ReadDatabase,
  wallet: string,
  now: () => Date = () => new Date(),
): Promise<ControlChanges> {
  const since = new Date(now().getTime() - CONTROL_CHANGE_DAYS * 86_400_000).toISOString();
  const snapshot = await db
    .collection(CONTROL_CHANGES)
    .where('at', '>=', since)
    .orderBy('at', 'desc')
    .limit(50)
    .get();
  const changes = snapshot.docs
    .map((doc) => doc.data())
    .filter((data) => data.wallet === wallet && isChange(data))
    .slice(0, 20)
    .map(({ at, signature, changes }) => ({ at, signature, changes }) as ControlChange);
  return { changes };
}
