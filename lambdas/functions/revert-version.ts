import { adminRoute } from '../commons/admin-route.js';
import { json } from '../commons/http.js';
import { idParam } from '../commons/path-params.js';
import { idempotencyOf } from '../content/idempotency.js';
import { revertToVersion } from '../content/revert.js';
import { CONTENT_MESSAGES } from '../contract/content.js';

/** POST /api/admin/versions/{id}/revert: the entry becomes that version again, itself recorded. */
export const handler = adminRoute(async (event) => {
  const data = await revertToVersion(idParam(event), event.admin, idempotencyOf(event));
  return json(200, { success: true, message: CONTENT_MESSAGES.reverted, data });
});
