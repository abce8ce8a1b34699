import { adminBodyRouteWithSecondFactor } from '../admin/admin-routes.js';
import { idempotencyOf } from '../content/idempotency.js';
import { savePrivacyPolicy } from '../content/privacy-policy.js';
import { CONTENT_MESSAGES, type PrivacyPolicyInput, privacyPolicyInput } from '../contract/content.js';
import { json } from '../platform/http/http.js';

/** PUT /api/admin/privacy-policy: every text field; the server sets "Last updated". */
export const handler = adminBodyRouteWithSecondFactor<PrivacyPolicyInput>(
  () => privacyPolicyInput,
  async (event) => {
    const request = idempotencyOf(event, event.input);
    const data = await savePrivacyPolicy(event.input, event.admin, request);
    return json(200, { success: true, message: CONTENT_MESSAGES.policyUpdated, data });
  },
);
