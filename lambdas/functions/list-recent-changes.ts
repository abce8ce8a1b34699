import { adminRouteWithSecondFactor } from '../admin/admin-routes.js';
import { recentChanges } from '../content/history.js';
import { withDatabase } from '../platform/database/firestore.js';
import { json } from '../platform/http/http.js';

/** How many changes the dashboard shows. */
const RECENT = 20;

/** GET /api/admin/history: the last 20 changes of any content, newest first (admin only). */
export const handler = adminRouteWithSecondFactor(async () =>
  json(200, { success: true, data: await withDatabase((db) => recentChanges(db, RECENT)) }),
);
