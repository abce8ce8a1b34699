import { adminReadRoute } from '../commons/admin-route.js';
import { json } from '../commons/http.js';
import { collectionParam } from '../commons/path-params.js';
import { listEntries } from '../content/list-entries.js';

/**
 * GET /api/admin/canonical/{collection}: the panel's list, with behaviour §2.4's "Updated: by", which
 * public answers no longer carry. Administrator only; no second factor needed to read.
 */
export const handler = adminReadRoute(async (event) => {
  const data = await listEntries(collectionParam(event));
  return json(200, { success: true, data });
});
