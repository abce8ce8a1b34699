import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { observability } from '../observability/middleware.js';
import { originCheck } from '../origin/origin-check.js';
import type { ApiEvent, ApiResult } from './http.js';
import { errorHandler } from './middlewares/error-handler.js';
import { publicCache } from './middlewares/public-cache.js';

// Apart from the administrators' routes (admin-route.ts): what a module imports is what its function
// loads at every cold start, so a public route carries no token check and no Firebase Auth client,
// and one that never opens Firestore (ping, the facts) carries no firebase-admin at all.

/**
 * A public GET: the request must come through the CDN (originCheck), then JSON errors, and CDN
 * caching with ETag/304 on success.
 */
export function publicRoute(
  fn: (event: ApiEvent, context: Context) => Promise<ApiResult>,
  cache?: { sMaxAge: number },
) {
  return middy<ApiEvent, ApiResult>(fn)
    .use(observability())
    .use(errorHandler())
    .use(originCheck())
    .use(publicCache(cache?.sMaxAge));
}
