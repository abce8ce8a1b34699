import type { Context } from 'aws-lambda';
import { getRestDatabase } from '../database/rest-database.js';
import type { ApiEvent, ApiResult } from './http.js';
import { publicRoute } from './public-route.js';

/**
 * A public GET that reads Firestore: as publicRoute, and the REST client is opened while the
 * function initialises, so reading the service-account secret overlaps the origin check's read of
 * its own secret instead of following it. A failure here is not kept: the request opens it again.
 */
export function publicReadRoute(
  fn: (event: ApiEvent, context: Context) => Promise<ApiResult>,
  cache?: { sMaxAge: number },
) {
  getRestDatabase().catch(() => undefined);
  return publicRoute(fn, cache);
}
