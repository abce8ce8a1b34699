import { adminRouteWithoutSecondFactor } from '../admin/admin-routes.js';
import { listEntries } from '../content/list-entries.js';
import { json } from '../platform/http/http.js';
import { collectionParam } from '../platform/http/path-params.js';

/**
 * GET /api/admin/canonical/{collection}: the panel's list, with behaviour §2.4's "Updated: by", which
 * public answers no longer carry. Administrator only; no second factor needed to read.
 */
export const handler = adminRouteWithoutSecondFactor(async (event) => {
  const data = await listEntries(collectionParam(event));
  return json(200, { success: true, data });
});
