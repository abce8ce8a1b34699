import { adminRouteWithSecondFactor } from '../admin/admin-routes.js';
import { listBin } from '../content/bin.js';
import { withDatabase } from '../platform/database/firestore.js';
import { json } from '../platform/http/http.js';

/** GET /api/admin/bin: deleted entries waiting to be purged, newest first (admin only). */
export const handler = adminRouteWithSecondFactor(async () =>
  json(200, { success: true, data: await withDatabase(listBin) }),
);
