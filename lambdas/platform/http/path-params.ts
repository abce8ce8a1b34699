import { type CollectionName, isCollectionName } from '../../contract/collections.js';
import { LIMITS } from '../../contract/messages.js';
import { BadRequestError, NotFoundError } from './errors.js';
import type { ApiEvent } from './http.js';

const ID = new RegExp(`^[A-Za-z0-9_-]{1,${LIMITS.idMaxLength}}$`);

/** The `{collection}` path parameter, or 404 for anything but donations, roadmap and faq. */
export function collectionParam(event: ApiEvent): CollectionName {
  const value = event.pathParameters?.collection;
  if (!isCollectionName(value)) throw new NotFoundError('Unknown collection: use donations, roadmap or faq');
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
