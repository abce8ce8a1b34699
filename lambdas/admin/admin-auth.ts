import type { MiddlewareObj } from '@middy/core';
import {
  ADMIN_REQUIRED_MESSAGE,
  SECOND_FACTOR_REQUIRED_MESSAGE,
  SESSION_IDLE_MESSAGE,
  SESSION_TOO_OLD_MESSAGE,
} from '../contract/messages.js';
import { config } from '../platform/config/config.js';
import {
  ForbiddenError,
  NOT_SAVED_MESSAGE,
  ServiceUnavailableError,
  UnauthorizedError,
} from '../platform/http/errors.js';
import { type ApiEvent, type ApiResult, header } from '../platform/http/http.js';
import type { VerifiedUser } from '../platform/http/verified-user.js';
import { logger } from '../platform/observability/logger.js';
import { SecretUnavailableError } from '../platform/secrets/service-account-secret.js';
import { AccountLookupUnavailableError, AccountRevokedError, checkAccountActive } from './admin-account.js';
import { checkSessionAge, SessionEndedError, touchSession } from './admin-sessions.js';
import { KeysUnavailableError, verifyIdToken } from './id-token.js';

/** The event once its bearer has been verified as the administrator. */
export type AdminEvent = ApiEvent & { admin: VerifiedUser };

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/;

const CHECK_UNAVAILABLE =
  'Sign-in cannot be checked right now, so nothing was changed; please try again shortly';

/**
 * Every write is authorised here (ADRs 2 and 13): 401 without a valid Firebase ID
 * token, without a second factor when the operator requires one (the token's
 * `firebase.sign_in_second_factor` claim), or when the administrator's account is disabled or its
 * sign-ins were revoked, or when the sign-in is older than ADMIN_MAX_SESSION_HOURS or made no
 * administrator request for ADMIN_IDLE_MINUTES (ADR 18), 403 for a
 * valid token of anyone but the configured administrator uid, 503 when Google's keys or the
 * account service cannot be reached (the token may be fine: that is not a 401). Only the panel's
 * list, which shows what a password alone already reveals (the public content and the one
 * administrator's own e-mail), passes `secondFactor: false`; the session limits apply to it too.
 */
export function adminAuth(options: { secondFactor?: boolean } = {}): MiddlewareObj<AdminEvent, ApiResult> {
  const secondFactor = options.secondFactor ?? true;
  return {
    before: async (request) => {
      const match = BEARER.exec(header(request.event, 'authorization')?.trim() ?? '');
      if (!match?.[1]) throw new UnauthorizedError('Missing or malformed Authorization header');
      let user: VerifiedUser;
      try {
        user = await verifyIdToken(match[1]);
      } catch (error) {
        if (error instanceof KeysUnavailableError) {
          logger.error('Token keys unavailable', { reason: error.message });
          throw new ServiceUnavailableError(CHECK_UNAVAILABLE);
        }
        logger.warn('Rejected token', { reason: String(error) });
        throw new UnauthorizedError('Invalid or expired token');
      }
      if (user.uid !== config.ADMIN_UID) throw new ForbiddenError(ADMIN_REQUIRED_MESSAGE);
      // Before the account lookup: a password alone never costs the account service a call.
      if (secondFactor && config.requireSecondFactor && !user.secondFactor) {
        logger.warn('Rejected token', { reason: 'no second factor' });
        throw new UnauthorizedError(SECOND_FACTOR_REQUIRED_MESSAGE);
      }
      try {
        checkSessionAge(user);
        await checkAccountActive(user);
        // Last: only a sign-in that passed every other check is recorded as active.
        await touchSession(user);
      } catch (error) {
        // The session record could not be read or written: the request's own write never started.
        if (error instanceof ServiceUnavailableError) throw new ServiceUnavailableError(NOT_SAVED_MESSAGE);
        if (error instanceof SessionEndedError) {
          logger.warn('Rejected token', { reason: `session ${error.reason}` });
          throw new UnauthorizedError(
            error.reason === 'idle' ? SESSION_IDLE_MESSAGE : SESSION_TOO_OLD_MESSAGE,
          );
        }
        if (error instanceof AccountRevokedError) {
          logger.warn('Rejected token', { reason: error.message });
          throw new UnauthorizedError('This sign-in is no longer valid; please sign in again');
        }
        // A secret that cannot be used is the operator's to fix: a logged 500, not "try again".
        if (!(error instanceof AccountLookupUnavailableError || error instanceof SecretUnavailableError))
          throw error;
        logger.error('Account check unavailable', { reason: error.message });
        throw new ServiceUnavailableError(CHECK_UNAVAILABLE);
      }
      request.event.admin = user;
    },
  };
}
