import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import type { z } from 'zod';
import type { ApiEvent, ApiResult } from './http.js';
import { type AdminEvent, adminAuth } from './middlewares/admin-auth.js';
import { errorHandler } from './middlewares/error-handler.js';
import { type EventWithInput, jsonBody } from './middlewares/json-body.js';
import { originCheck } from './middlewares/origin-check.js';

type Handler<E> = (event: E, context: Context) => Promise<ApiResult>;

// Every administrator's route checks first that the request came through the CDN (originCheck), then
// the token. Only these routes import the token check, and with it firebase-admin/auth and jose: the
// public routes (public-route.ts) load neither.

/** An administrator's write without a body (DELETE): token first, then the handler. */
export function adminRoute(fn: Handler<AdminEvent>) {
  return middy<AdminEvent, ApiResult>(fn).use(errorHandler()).use(originCheck()).use(adminAuth());
}

/**
 * An administrator's read or account action that a sign-in without a second factor may do (the
 * panel's list with its authors, the sign-in history): verified token and account, no body.
 */
export function adminReadRoute(fn: Handler<AdminEvent>) {
  return middy<AdminEvent, ApiResult>(fn)
    .use(errorHandler())
    .use(originCheck())
    .use(adminAuth({ secondFactor: false }));
}

/** An administrator's write with a JSON body: token first, then the body is parsed and validated. */
export function adminBodyRoute<T>(
  schemaFor: (event: ApiEvent) => z.ZodType<T>,
  fn: Handler<AdminEvent & EventWithInput<T>>,
) {
  return middy<AdminEvent & EventWithInput<T>, ApiResult>(fn)
    .use(errorHandler())
    .use(originCheck())
    .use(adminAuth())
    .use(jsonBody(schemaFor));
}
