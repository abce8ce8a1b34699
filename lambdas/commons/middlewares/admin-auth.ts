import type { MiddlewareObj } from '@middy/core';
import { ADMIN_REQUIRED_MESSAGE } from '../../contract/messages.js';
import { config } from '../config.js';
import { ForbiddenError, ServiceUnavailableError, UnauthorizedError } from '../errors.js';
import { type ApiEvent, type ApiResult, header } from '../http.js';
import { KeysUnavailableError, type VerifiedUser, verifyIdToken } from '../id-token.js';

/** The event once its bearer has been verified as the administrator. */
export type AdminEvent = ApiEvent & { admin: VerifiedUser };

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/;

/**
 * Every write is authorised here (DESIGN decision 2): 401 without a valid Firebase ID token,
 * 403 for a valid token of anyone but the configured administrator uid.
 */
export function adminAuth(): MiddlewareObj<AdminEvent, ApiResult> {
  return {
    before: async (request) => {
      const match = BEARER.exec(header(request.event, 'authorization')?.trim() ?? '');
      if (!match?.[1]) throw new UnauthorizedError('Missing or malformed Authorization header');
      let user: VerifiedUser;
      try {
        user = await verifyIdToken(match[1]);
      } catch (error) {
        if (error instanceof KeysUnavailableError) {
          console.error(
            JSON.stringify({ level: 'error', message: 'Token keys unavailable', reason: error.message }),
          );
          throw new ServiceUnavailableError('Sign-in cannot be checked right now; please try again shortly');
        }
        console.warn(JSON.stringify({ level: 'warn', message: 'Rejected token', reason: String(error) }));
        throw new UnauthorizedError('Invalid or expired token');
      }
      if (user.uid !== config.ADMIN_UID) throw new ForbiddenError(ADMIN_REQUIRED_MESSAGE);
      request.event.admin = user;
    },
  };
}
