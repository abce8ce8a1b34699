import { adminBodyRouteWithSecondFactor } from '../admin/admin-routes.js';
import { DELIVERY_MESSAGES } from '../contract/delivery.js';
import {
  actOnDelivery,
  type DeliveryActionInput,
  deliveryActionInput,
} from '../delivery/admin-deliveries.js';
import { withWrite } from '../platform/database/firestore.js';
import { json } from '../platform/http/http.js';
import { idParam } from '../platform/http/path-params.js';

/**
 * POST /api/admin/deliveries/{id}: `{"action": "retry"}` sends a failed, unknown or cancelled delivery
 * again; `{"action": "delivered", "messageId"?}` records one found in the channel (ADR 36).
 */
export const handler = adminBodyRouteWithSecondFactor<DeliveryActionInput>(
  () => deliveryActionInput,
  async (event) => {
    const data = await withWrite((db) => actOnDelivery(db, idParam(event), event.input, event.admin));
    const message =
      event.input.action === 'retry' ? DELIVERY_MESSAGES.retried : DELIVERY_MESSAGES.markedDelivered;
    return json(200, { success: true, message, data });
  },
);
