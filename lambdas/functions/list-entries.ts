import { publicEntry } from '../content/entry-mappers.js';
import { listPublicEntries } from '../content/public-entries.js';
import { json } from '../platform/http/http.js';
import { collectionParam } from '../platform/http/path-params.js';
import { publicReadRoute } from '../platform/http/public-read-route.js';

/**
 * GET /api/canonical/{collection}: every entry, by order, each with its id; no author (ADR 18).
 * Announcements: the published ones, newest first (behaviour §14).
 */
export const handler = publicReadRoute(async (event) => {
  const data = (await listPublicEntries(collectionParam(event))).map(publicEntry);
  return json(200, { success: true, data });
});
