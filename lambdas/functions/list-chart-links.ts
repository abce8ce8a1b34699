import { toChartLink } from '../commons/entry-mappers.js';
import { withDatabase } from '../commons/firestore.js';
import { json } from '../commons/http.js';
import { publicRoute } from '../commons/routes.js';

/**
 * Hosts the page's CSP lets the chart frame show (`deploy.chartHosts`, set by the stack). A link to any
 * other host would only show a blocked frame, so it is dropped here. Unset (unit tests) means no filter.
 */
const chartHosts = process.env.CHART_HOSTS?.split(',')
  .map((host) => host.trim())
  .filter(Boolean);

/** True when `url` is https on one of the allowed hosts (or no list is configured). */
export function isAllowedChartUrl(url: string, hosts: readonly string[] | undefined = chartHosts): boolean {
  if (!hosts) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && hosts.includes(parsed.hostname);
  } catch {
    return false;
  }
}

/** GET /api/firebase/chart-links: active chart links on allowed hosts, by order (`active: false` hides one). */
export const handler = publicRoute(async () => {
  const data = await withDatabase(async (db) => {
    const snapshot = await db.collection('chartLinks').limit(50).get();
    return snapshot.docs
      .map((doc) => toChartLink(doc.id, doc.data()))
      .filter((link) => link.active && link.url && link.embedUrl)
      .filter((link) => isAllowedChartUrl(link.url) && isAllowedChartUrl(link.embedUrl))
      .sort((a, b) => a.order - b.order);
  });
  return json(200, { success: true, data });
});
