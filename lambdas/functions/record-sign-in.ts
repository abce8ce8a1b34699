import { AccountLookupUnavailableError, accountFacts } from '../commons/admin-account.js';
import { adminReadRoute } from '../commons/admin-route.js';
import { browserName, recordSignIn } from '../commons/admin-sign-ins.js';
import { ServiceUnavailableError } from '../commons/errors.js';
import { header, json } from '../commons/http.js';

/**
 * POST /api/admin/sign-ins: records this sign-in (its time and browser, once per sign-in) and
 * answers the latest sign-ins with the identity service's own last sign-in and second factors, so
 * the panel can show a sign-in that was not this one. No second factor needed: it only reports.
 */
export const handler = adminReadRoute(async (event) => {
  const { admin } = event;
  const signIns = await recordSignIn({
    at: new Date(admin.authTime * 1000).toISOString(),
    browser: browserName(header(event, 'user-agent')),
    ...(admin.secondFactor ? { secondFactor: admin.secondFactor } : {}),
  });
  try {
    const facts = await accountFacts(admin.uid);
    return json(200, { success: true, data: { signIns, ...facts } });
  } catch (error) {
    if (!(error instanceof AccountLookupUnavailableError)) throw error;
    throw new ServiceUnavailableError('The account service cannot be reached; please try again shortly');
  }
});
