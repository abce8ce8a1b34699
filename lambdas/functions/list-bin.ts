import { adminRoute } from '../commons/admin-route.js';
import { withDatabase } from '../commons/firestore.js';
import { json } from '../commons/http.js';
import { listBin } from '../content/bin.js';

/** GET /api/admin/bin: deleted entries waiting to be purged, newest first (admin only). */
export const handler = adminRoute(async () =>
  json(200, { success: true, data: await withDatabase(listBin) }),
);
