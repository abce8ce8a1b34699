import type { DonationLedgerPage } from '../contract/ledger.js';
import type { ReadDatabase } from '../platform/database/read-database.js';
import { NotFoundError } from '../platform/http/errors.js';
import type { ApiEvent } from '../platform/http/http.js';
import { isListKey } from './extract.js';
import { ledgerOf, readLedgerPage } from './public-ledger.js';

const NO_SUCH_PAGE = 'No such page of the ledger';

/** The `{cursor}` of a ledger page's path: a list key, else 404 (no such page). */
export function cursorParam(event: ApiEvent): string {
  const cursor = event.pathParameters?.cursor;
  if (!cursor || !isListKey(cursor)) throw new NotFoundError(NO_SUCH_PAGE);
  return cursor;
}

/**
 * The page of transfers after `cursor`, only for a cursor the server gave (ADR 30): the listed entry it
 * names must be stored under that very list key. One read by id decides, before the page's query, so a
 * forged cursor (`999999999999-<anything>`) costs one read and a 404, never a page read uncached. The
 * month totals are not read again: the first answer carries them.
 */
export async function readIssuedPage(
  db: ReadDatabase,
  wallet: string,
  cursor: string,
): Promise<DonationLedgerPage> {
  const signature = cursor.slice(cursor.indexOf('-') + 1);
  const entry = await ledgerOf(db, wallet).collection('transactions').doc(signature).get();
  if (!entry.exists || entry.get('listKey') !== cursor) throw new NotFoundError(NO_SUCH_PAGE);
  return readLedgerPage(db, wallet, { cursor });
}
