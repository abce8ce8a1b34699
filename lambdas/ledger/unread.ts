import type { Firestore } from 'firebase-admin/firestore';
import { type UnreadRecord, unreadOf } from './ledger-store.js';

/**
 * The import's reads of the transactions it keeps as unread (ADR 30): the next ones to ask for again,
 * and the two figures each run publishes (how many are unread, the most runs one has waited).
 */

/** The `limit` unread transactions asked for longest ago: every one is asked again in turn, however many. */
export async function nextUnread(db: Firestore, wallet: string, limit: number): Promise<UnreadRecord[]> {
  if (limit <= 0) return [];
  const snapshot = await unreadOf(db, wallet).orderBy('lastTriedAt').limit(limit).get();
  return snapshot.docs.map((doc) => {
    const blockTime = doc.get('blockTime') as { toMillis(): number } | null;
    return {
      signature: doc.id,
      slot: doc.get('slot') as number,
      blockTime: blockTime ? Math.floor(blockTime.toMillis() / 1000) : null,
      reason: doc.get('reason') as UnreadRecord['reason'],
      error: String(doc.get('lastError') ?? ''),
      runs: Number(doc.get('runs') ?? 1),
    };
  });
}

/** How many transactions are unread, and the most runs any of them has been asked for in (0 when none). */
export async function unreadFigures(
  db: Firestore,
  wallet: string,
): Promise<{ count: number; mostRuns: number }> {
  const unread = unreadOf(db, wallet);
  const [count, most] = await Promise.all([
    unread.count().get(),
    unread.orderBy('runs', 'desc').limit(1).get(),
  ]);
  return { count: count.data().count, mostRuns: Number(most.docs[0]?.get('runs') ?? 0) };
}
