import { publicEntry } from '../content/entry-mappers.js';
import { listPublicChartLinks } from '../content/public-chart-links.js';
import { json } from '../platform/http/http.js';
import { publicReadRoute } from '../platform/http/public-read-route.js';

/** GET /api/firebase/chart-links: the active chart links on allowed hosts, by order, in English. */
export const handler = publicReadRoute(async () => {
  const data = (await listPublicChartLinks()).map(publicEntry);
  return json(200, { success: true, data });
});
