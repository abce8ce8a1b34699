import { adminRouteWithSecondFactor } from '../admin/admin-routes.js';
import { deleteEntry } from '../content/entries-repository.js';
import { idempotencyOf } from '../content/idempotency.js';
import { CONTENT_MESSAGES } from '../contract/content.js';
import { json } from '../platform/http/http.js';
import { idParam } from '../platform/http/path-params.js';

/** DELETE /api/admin/chart-links/{id}: the link goes to the bin. */
export const handler = adminRouteWithSecondFactor(async (event) => {
  await deleteEntry('chartLinks', idParam(event), event.admin, idempotencyOf(event));
  return json(200, { success: true, message: CONTENT_MESSAGES.chartDeleted });
});
