import { listEntries } from '../commons/entries-repository.js';
import { json } from '../commons/http.js';
import { collectionParam } from '../commons/path-params.js';
import { publicRoute } from '../commons/routes.js';

/** GET /api/canonical/{collection}: every entry, by order, each with its id. */
export const handler = publicRoute(async (event) => {
  const data = await listEntries(collectionParam(event));
  return json(200, { success: true, data });
});
