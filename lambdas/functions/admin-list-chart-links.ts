import { adminRoute } from '../commons/admin-route.js';
import { json } from '../commons/http.js';
import { listAllChartLinks } from '../content/chart-links.js';

/** GET /api/admin/chart-links: every link (inactive ones too) and the hosts a link may use. */
export const handler = adminRoute(async () => json(200, { success: true, data: await listAllChartLinks() }));
