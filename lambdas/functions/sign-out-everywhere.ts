import { revokeAllSessions } from '../admin/account-service.js';
import { AccountLookupUnavailableError } from '../admin/admin-account.js';
import { adminRouteWithSecondFactor } from '../admin/admin-routes.js';
import { ServiceUnavailableError } from '../platform/http/errors.js';
import { json } from '../platform/http/http.js';
import { logger } from '../platform/observability/logger.js';

export const SIGNED_OUT_EVERYWHERE_MESSAGE = 'Signed out everywhere. Sign in again to continue.';

/**
 * POST /api/admin/sign-out-everywhere: revokes every refresh token of the administrator, this
 * session's too. A second factor is required as for any write; repeating it is harmless.
 */
export const handler = adminRouteWithSecondFactor(async (event) => {
  try {
    await revokeAllSessions(event.admin.uid);
  } catch (error) {
    if (!(error instanceof AccountLookupUnavailableError)) throw error;
    throw new ServiceUnavailableError(
      'The account service cannot be reached, so no session was ended; please try again shortly',
    );
  }
  logger.info('Signed out everywhere');
  return json(200, { success: true, message: SIGNED_OUT_EVERYWHERE_MESSAGE });
});
