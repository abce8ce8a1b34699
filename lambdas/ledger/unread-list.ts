import type { AdminLedgerUnread } from '../contract/ledger-unread.js';
import type { ReadDatabase } from '../platform/database/read-database.js';
import { isoTime } from '../platform/iso-time.js';
import { ledgerOf } from './public-ledger.js';

/** Unread transactions the panel lists at most: more would mean the node has lost the history (ADR 30). */
export const UNREAD_LIST_SIZE = 100;

/**
 * The transactions the import keeps as unread, newest first, as the panel's Ledger tab lists them: each
 * with its signature, slot and time, the runs that have asked for it and the node's last answer. Stored
 * fields are mapped one by one.
 */
export async function readUnreadList(db: ReadDatabase, wallet: string): Promise<AdminLedgerUnread> {
  const snapshot = await ledgerOf(db, wallet)
    .collection('unread')
    .orderBy('slot', 'desc')
    .limit(UNREAD_LIST_SIZE + 1)
    .get();
  return {
    unread: snapshot.docs.slice(0, UNREAD_LIST_SIZE).map((doc) => {
      const slot = doc.get('slot');
      const runs = doc.get('runs');
      return {
        signature: doc.id,
        slot: typeof slot === 'number' ? slot : null,
        time: isoTime(doc.get('blockTime')) ?? null,
        runs: typeof runs === 'number' ? runs : 1,
        lastError: String(doc.get('lastError') ?? ''),
        firstTriedAt: isoTime(doc.get('firstTriedAt')) ?? null,
        lastTriedAt: isoTime(doc.get('lastTriedAt')) ?? null,
      };
    }),
    more: snapshot.docs.length > UNREAD_LIST_SIZE,
  };
}
