import { localize } from '../content/localize.js';
import { listPublicChartLinks } from '../content/public-chart-links.js';
import { json } from '../platform/http/http.js';
import { localeParam } from '../platform/http/path-params.js';
import { publicReadRoute } from '../platform/http/public-read-route.js';

/**
 * GET /api/locales/{locale}/firebase/chart-links: the links of the English answer, in the same order,
 * each in the locale where it has a translation (ADR 28); 400 for a locale the site does not have.
 */
export const handler = publicReadRoute(async (event) => {
  const locale = localeParam(event);
  const data = (await listPublicChartLinks()).map((link) => localize('chartLinks', locale, link));
  return json(200, { success: true, data });
});
