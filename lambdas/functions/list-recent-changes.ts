import { adminRoute } from '../commons/admin-route.js';
import { withDatabase } from '../commons/firestore.js';
import { json } from '../commons/http.js';
import { recentChanges } from '../content/history.js';

/** How many changes the dashboard shows. */
const RECENT = 20;

/** GET /api/admin/history: the last 20 changes of any content, newest first (admin only). */
export const handler = adminRoute(async () =>
  json(200, { success: true, data: await withDatabase((db) => recentChanges(db, RECENT)) }),
);
