import type { MiddlewareObj } from '@middy/core';
import { ServiceUnavailableError, UnauthorizedError } from '../platform/http/errors.js';
import { type ApiEvent, type ApiResult, header } from '../platform/http/http.js';
import { logger } from '../platform/observability/logger.js';
import { countMetric } from '../platform/observability/metrics.js';
import { sameSecret } from '../platform/secrets/same-secret.js';

/**
 * The webhook provider sends the shared secret back verbatim in `Authorization`: anything else is
 * a 401 before the body is even parsed.
 */
export function webhookAuth(secret: () => Promise<string>): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    before: async (request) => {
      let expected: string;
      try {
        expected = await secret();
      } catch (error) {
        logger.error('Webhook secret unavailable', { reason: String(error) });
        throw new ServiceUnavailableError('The webhook cannot be checked right now; please retry');
      }
      const given = header(request.event, 'authorization') ?? '';
      if (!given || !sameSecret(given, expected)) {
        // What was sent is never logged: a near miss would be most of the secret.
        countMetric('deliveriesRefused');
        logger.warn('Webhook secret refused', { sent: given ? 'wrong' : 'none' });
        throw new UnauthorizedError('Missing or wrong webhook secret');
      }
    },
  };
}
