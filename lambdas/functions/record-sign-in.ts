import { signInReport } from '../account/sign-in-report.js';
import { adminReadRoute } from '../commons/admin-route.js';
import { header, json } from '../commons/http.js';

/**
 * POST /api/admin/sign-ins: records this sign-in and answers the latest ones with what the identity
 * service knows of the account (account/sign-in-report.ts). No second factor needed: it only reports.
 */
export const handler = adminReadRoute(async (event) => {
  const data = await signInReport(event.admin, header(event, 'user-agent'));
  return json(200, { success: true, data });
});
