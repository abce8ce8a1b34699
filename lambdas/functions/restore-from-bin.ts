import { adminRoute } from '../commons/admin-route.js';
import { json } from '../commons/http.js';
import { idParam } from '../commons/path-params.js';
import { idempotencyOf } from '../content/idempotency.js';
import { restoreFromBin } from '../content/restore.js';
import { CONTENT_MESSAGES } from '../contract/content.js';

/** POST /api/admin/bin/{id}/restore: the entry comes back under its own id. */
export const handler = adminRoute(async (event) => {
  const data = await restoreFromBin(idParam(event), event.admin, idempotencyOf(event));
  return json(200, { success: true, message: CONTENT_MESSAGES.restored, data });
});
