import { adminRouteWithSecondFactor } from '../admin/admin-routes.js';
import { deleteEntry } from '../content/entries-repository.js';
import { idempotencyOf } from '../content/idempotency.js';
import { SUCCESS_MESSAGES } from '../contract/messages.js';
import { json } from '../platform/http/http.js';
import { collectionParam, idParam } from '../platform/http/path-params.js';

/** DELETE /api/canonical/{collection}/{id}: the entry goes to the bin, restorable for the retention window. */
export const handler = adminRouteWithSecondFactor(async (event) => {
  const collection = collectionParam(event);
  await deleteEntry(collection, idParam(event), event.admin, idempotencyOf(event));
  return json(200, { success: true, message: SUCCESS_MESSAGES[collection].deleted });
});
