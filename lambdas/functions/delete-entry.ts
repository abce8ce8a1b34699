import { adminRoute } from '../commons/admin-route.js';
import { json } from '../commons/http.js';
import { collectionParam, idParam } from '../commons/path-params.js';
import { deleteEntry } from '../content/entries-repository.js';
import { idempotencyOf } from '../content/idempotency.js';
import { SUCCESS_MESSAGES } from '../contract/messages.js';

/** DELETE /api/canonical/{collection}/{id}: the entry goes to the bin, restorable for the retention window. */
export const handler = adminRoute(async (event) => {
  const collection = collectionParam(event);
  await deleteEntry(collection, idParam(event), event.admin, idempotencyOf(event));
  return json(200, { success: true, message: SUCCESS_MESSAGES[collection].deleted });
});
