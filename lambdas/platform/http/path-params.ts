import { COLLECTIONS, type CollectionName, isCollectionName } from '../../contract/collections.js';
import { CONTENT_LOCALES, type ContentLocale, isContentLocale } from '../../contract/content-locales.js';
import { LIMITS } from '../../contract/messages.js';
import { BadRequestError, NotFoundError } from './errors.js';
import type { ApiEvent } from './http.js';

const ID = new RegExp(`^[A-Za-z0-9_-]{1,${LIMITS.idMaxLength}}$`);

const UNKNOWN_COLLECTION = `Unknown collection: use ${COLLECTIONS.slice(0, -1).join(', ')} or ${COLLECTIONS.at(-1)}`;

/** The `{collection}` path parameter, or 404 for anything but the collections there are. */
export function collectionParam(event: ApiEvent): CollectionName {
  const value = event.pathParameters?.collection;
  if (!isCollectionName(value)) throw new NotFoundError(UNKNOWN_COLLECTION);
  return value;
}

/**
 * The `{id}` path parameter. Firestore ids could hold almost anything; ours are generated
 * (20 characters of [A-Za-z0-9]), so anything else — dots, slashes, huge strings — is refused
 * before it reaches the database.
 */
export function idParam(event: ApiEvent): string {
  const value = event.pathParameters?.id ?? '';
  // Firestore reserves ids of the form __name__.
  if (!ID.test(value) || /^__.*__$/.test(value)) {
    throw new BadRequestError(`Invalid id: use 1 to ${LIMITS.idMaxLength} letters, digits, "-" or "_"`);
  }
  return value;
}

/**
 * The `{locale}` path parameter of a translated read (ADR 28), or 400 naming the locales there are.
 * English is not one: its text is the entry's own, served without the prefix.
 */
export function localeParam(event: ApiEvent): ContentLocale {
  const value = event.pathParameters?.locale;
  if (isContentLocale(value)) return value;
  throw new BadRequestError(
    `Unknown locale "${String(value ?? '').slice(0, 20)}": use one of ${CONTENT_LOCALES.join(', ')} ` +
      '(English is served without /locales/{locale})',
  );
}
