import { adminRoute } from '../commons/admin-route.js';
import { json } from '../commons/http.js';
import { idParam } from '../commons/path-params.js';
import { deleteEntry } from '../content/entries-repository.js';
import { idempotencyOf } from '../content/idempotency.js';
import { CONTENT_MESSAGES } from '../contract/content.js';

/** DELETE /api/admin/chart-links/{id}: the link goes to the bin. */
export const handler = adminRoute(async (event) => {
  await deleteEntry('chartLinks', idParam(event), event.admin, idempotencyOf(event));
  return json(200, { success: true, message: CONTENT_MESSAGES.chartDeleted });
});
