import middy, { type MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import type { z } from 'zod';
import type { ApiEvent, ApiResult } from '../platform/http/http.js';
import { errorHandler } from '../platform/http/middlewares/error-handler.js';
import { type EventWithInput, jsonBody } from '../platform/http/middlewares/json-body.js';
import { countMetric } from '../platform/observability/metrics.js';
import { observability } from '../platform/observability/middleware.js';
import { originCheck } from '../platform/origin/origin-check.js';
import { type AdminEvent, adminAuth } from './admin-auth.js';

type Handler<E> = (event: E, context: Context) => Promise<ApiResult>;

/** Counts the administrator's writes that succeeded (AdminWrites): any method but GET answered 2xx. */
function countWrites(): MiddlewareObj<AdminEvent, ApiResult> {
  return {
    after: (request) => {
      const method = request.event.requestContext?.http?.method ?? 'GET';
      const status = request.response?.statusCode ?? 500;
      if (method !== 'GET' && status >= 200 && status < 300) countMetric('adminWrites');
    },
  };
}

// The administrator's route factories, named by what they require. Each checks first that the request
// came through the CDN (originCheck), then the administrator's token, then (with a body) the body.
// "With second factor" means: when the operator requires one (REQUIRE_SECOND_FACTOR, on by default
// when deployed), a password-only sign-in is refused with 401. Only these routes import the token
// check, and with it firebase-admin/auth and jose: the public routes (platform/http/public-route.ts)
// load neither.

/** The administrator's request without a body (GET, DELETE, POST of an action), second factor required. */
export function adminRouteWithSecondFactor(fn: Handler<AdminEvent>) {
  return middy<AdminEvent, ApiResult>(fn)
    .use(observability())
    .use(countWrites())
    .use(errorHandler())
    .use(originCheck())
    .use(adminAuth());
}

/**
 * The administrator's request without a body that a password-only sign-in may make: only the
 * panel's list, which shows the public content and the one administrator's own e-mail (what the
 * password already reveals), so a panel signed in without a factor still opens to enrol one. The
 * session's age and idle limits apply here too.
 */
export function adminRouteWithoutSecondFactor(fn: Handler<AdminEvent>) {
  return middy<AdminEvent, ApiResult>(fn)
    .use(observability())
    .use(countWrites())
    .use(errorHandler())
    .use(originCheck())
    .use(adminAuth({ secondFactor: false }));
}

/**
 * The administrator's request with a JSON body, second factor required: token first, then the body
 * is parsed and validated. `maxBodyBytes`: the API's 16 KiB unless the route needs more (a translated
 * entry, LIMITS.contentBodyMaxBytes; a chart link, LIMITS.chartLinkBodyMaxBytes).
 */
export function adminBodyRouteWithSecondFactor<T>(
  schemaFor: (event: ApiEvent) => z.ZodType<T>,
  fn: Handler<AdminEvent & EventWithInput<T>>,
  maxBodyBytes?: number,
) {
  return middy<AdminEvent & EventWithInput<T>, ApiResult>(fn)
    .use(observability())
    .use(countWrites())
    .use(errorHandler())
    .use(originCheck())
    .use(adminAuth())
    .use(jsonBody(schemaFor, maxBodyBytes));
}
