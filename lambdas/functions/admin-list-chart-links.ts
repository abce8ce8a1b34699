import { adminRouteWithSecondFactor } from '../admin/admin-routes.js';
import { listAllChartLinks } from '../content/chart-links.js';
import { json } from '../platform/http/http.js';

/** GET /api/admin/chart-links: every link (inactive ones too) and the hosts a link may use. */
export const handler = adminRouteWithSecondFactor(async () =>
  json(200, { success: true, data: await listAllChartLinks() }),
);
