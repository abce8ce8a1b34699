import { adminRouteWithSecondFactor } from '../admin/admin-routes.js';
import { idempotencyOf } from '../content/idempotency.js';
import { restoreFromBin } from '../content/restore.js';
import { CONTENT_MESSAGES } from '../contract/content.js';
import { deliveryHook } from '../delivery/outbox.js';
import { json } from '../platform/http/http.js';
import { idParam } from '../platform/http/path-params.js';

/** POST /api/admin/bin/{id}/restore: the entry comes back under its own id, queued for its chats if unposted (ADR 36). */
export const handler = adminRouteWithSecondFactor(async (event) => {
  const data = await restoreFromBin(idParam(event), event.admin, idempotencyOf(event), deliveryHook);
  return json(200, { success: true, message: CONTENT_MESSAGES.restored, data });
});
