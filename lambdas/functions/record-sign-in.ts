import { adminRouteWithoutSecondFactor } from '../admin/admin-routes.js';
import { signInReport } from '../admin/sign-in-report.js';
import { header, json } from '../platform/http/http.js';

/**
 * POST /api/admin/sign-ins: records this sign-in and answers the latest ones with what the identity
 * service knows of the account (admin/sign-in-report.ts). No second factor needed: it only reports.
 */
export const handler = adminRouteWithoutSecondFactor(async (event) => {
  const data = await signInReport(event.admin, header(event, 'user-agent'));
  return json(200, { success: true, data });
});
