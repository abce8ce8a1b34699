import { adminRouteWithSecondFactor } from '../admin/admin-routes.js';
import { idempotencyOf } from '../content/idempotency.js';
import { revertToVersion } from '../content/revert.js';
import { CONTENT_MESSAGES } from '../contract/content.js';
import { deliveryHook } from '../delivery/outbox.js';
import { json } from '../platform/http/http.js';
import { idParam } from '../platform/http/path-params.js';

/**
 * POST /api/admin/versions/{id}/revert: the entry becomes that version again, itself recorded; an
 * announcement it publishes again is queued for its chats (ADR 36).
 */
export const handler = adminRouteWithSecondFactor(async (event) => {
  const data = await revertToVersion(idParam(event), event.admin, idempotencyOf(event), deliveryHook);
  return json(200, { success: true, message: CONTENT_MESSAGES.reverted, data });
});
