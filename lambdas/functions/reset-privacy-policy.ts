import { adminRouteWithSecondFactor } from '../admin/admin-routes.js';
import { idempotencyOf } from '../content/idempotency.js';
import { resetPrivacyPolicy } from '../content/privacy-policy.js';
import { CONTENT_MESSAGES } from '../contract/content.js';
import { json } from '../platform/http/http.js';

/** DELETE /api/admin/privacy-policy: back to the built-in text; the removed version stays in the history. */
export const handler = adminRouteWithSecondFactor(async (event) => {
  await resetPrivacyPolicy(event.admin, idempotencyOf(event));
  return json(200, { success: true, message: CONTENT_MESSAGES.policyReset });
});
