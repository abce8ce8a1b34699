import type { MiddlewareObj } from '@middy/core';
import { ForbiddenError, ServiceUnavailableError } from '../http/errors.js';
import { type ApiEvent, type ApiResult, header } from '../http/http.js';
import { logger } from '../observability/logger.js';
import { countMetric } from '../observability/metrics.js';
import { sameSecret } from '../secrets/same-secret.js';
import { ORIGIN_HEADER } from './origin-header.js';
import { type OriginSecrets, originSecrets, parseOriginConfig } from './origin-secret.js';

/** What a request that did not come through the site's CDN is told. */
export const NOT_THROUGH_CDN_MESSAGE = 'The API answers only through the site';

const matchesAny = (given: string, values: readonly string[]) =>
  // Every value is compared, so the time taken does not say which one (if any) matched.
  values.map((value) => sameSecret(given, value)).includes(true);

/**
 * The API is reachable only through CloudFront (ADR 15): CloudFront adds the origin secret
 * in `x-origin-verify`, and a request without it (the execute-api address called directly) is a 403
 * before anything else runs. The current value and the deployed one are accepted, so a rotation has no
 * gap and the deploy that ships a new value closes the old one.
 */
export function originCheck(secrets: OriginSecrets = defaultSecrets()): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    before: async (request) => {
      const given = header(request.event, ORIGIN_HEADER) ?? '';
      let accepted: readonly string[] | undefined;
      try {
        accepted = await secrets.accepted();
        if (!accepted) return;
        // A value stored since this instance last read the secret (a rotation under way) is read once.
        if (given && !matchesAny(given, accepted)) accepted = (await secrets.accepted(true)) ?? [];
      } catch (error) {
        logger.error('Origin secret unavailable', { reason: (error as { name?: string }).name ?? 'Error' });
        throw new ServiceUnavailableError('The API cannot answer right now; please retry');
      }
      if (!given || !matchesAny(given, accepted)) {
        // Never what was sent: a near miss would be most of the secret.
        countMetric('originRefusals');
        logger.warn('Request not from the CDN refused', {
          sent: given ? 'wrong' : 'none',
          ip: request.event.requestContext?.http?.sourceIp,
        });
        throw new ForbiddenError(NOT_THROUGH_CDN_MESSAGE);
      }
    },
  };
}

let shared: OriginSecrets | undefined;

/** One reader per Lambda instance, started at load so the first request does not wait for it. */
function defaultSecrets(): OriginSecrets {
  if (!shared) {
    shared = originSecrets(parseOriginConfig(process.env));
    shared.accepted().catch(() => undefined);
  }
  return shared;
}
