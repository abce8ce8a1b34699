import { NotFoundError } from '../platform/http/errors.js';
import type { ApiEvent } from '../platform/http/http.js';
import { isListKey } from './extract.js';

/** The `{cursor}` of a ledger page's path: a list key, else 404 (no such page). */
export function cursorParam(event: ApiEvent): string {
  const cursor = event.pathParameters?.cursor;
  if (!cursor || !isListKey(cursor)) throw new NotFoundError('No such page of the ledger');
  return cursor;
}
