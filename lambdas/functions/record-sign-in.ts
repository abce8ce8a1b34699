import { adminRouteWithSecondFactor } from '../admin/admin-routes.js';
import { signInReport } from '../admin/sign-in-report.js';
import { header, json } from '../platform/http/http.js';

/**
 * POST /api/admin/sign-ins: records this sign-in and answers the latest ones with what the identity
 * service knows of the account (admin/sign-in-report.ts). A second factor is needed like
 * everywhere else: a password alone must neither fill the list nor read the enrolled factors (ADR 18).
 */
export const handler = adminRouteWithSecondFactor(async (event) => {
  const data = await signInReport(event.admin, header(event, 'user-agent'));
  return json(200, { success: true, data });
});
