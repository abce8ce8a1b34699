import { adminRouteWithSecondFactor } from '../admin/admin-routes.js';
import { listDeliveries } from '../delivery/admin-deliveries.js';
import { withDatabase } from '../platform/database/firestore.js';
import { json } from '../platform/http/http.js';

/** GET /api/admin/deliveries: each announcement's delivery to each channel, and the channels set up (ADR 36). */
export const handler = adminRouteWithSecondFactor(async () =>
  json(200, { success: true, data: await withDatabase((db) => listDeliveries(db)) }),
);
