import { isAllowedChartUrl } from '../content/chart-hosts.js';
import { toChartLink } from '../content/entry-mappers.js';
import { withRestDatabase } from '../platform/database/rest-database.js';
import { json } from '../platform/http/http.js';
import { publicReadRoute } from '../platform/http/public-read-route.js';

/**
 * GET /api/firebase/chart-links: active chart links on allowed hosts, by order (`active: false` hides
 * one). A link to another host would only show a blocked frame, so it is dropped here.
 */
export const handler = publicReadRoute(async () => {
  const data = await withRestDatabase(async (db) => {
    const snapshot = await db.collection('chartLinks').limit(50).get();
    return snapshot.docs
      .map((doc) => toChartLink(doc.id, doc.data()))
      .filter((link) => link.active && link.url && link.embedUrl)
      .filter((link) => isAllowedChartUrl(link.url) && isAllowedChartUrl(link.embedUrl))
      .sort((a, b) => a.order - b.order);
  });
  return json(200, { success: true, data });
});
