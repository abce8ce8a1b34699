import { adminBodyRouteWithSecondFactor } from '../admin/admin-routes.js';
import { createEntry } from '../content/entries-repository.js';
import { idempotencyOf } from '../content/idempotency.js';
import { createInputs } from '../contract/entities.js';
import { LIMITS, SUCCESS_MESSAGES } from '../contract/messages.js';
import { deliveryHook } from '../delivery/outbox.js';
import { json } from '../platform/http/http.js';
import { collectionParam } from '../platform/http/path-params.js';

/**
 * POST /api/canonical/{collection}: the server assigns id, order and the audit fields. With an
 * Idempotency-Key, a retry answers the first result instead of creating a second entry.
 */
export const handler = adminBodyRouteWithSecondFactor<Record<string, unknown>>(
  (event) => createInputs[collectionParam(event)],
  async (event) => {
    const collection = collectionParam(event);
    const request = idempotencyOf(event, event.input);
    const data = await createEntry(collection, event.input, event.admin, request, deliveryHook(collection));
    return json(201, { success: true, message: SUCCESS_MESSAGES[collection].created, data });
  },
  // Translations multiply the body (ADR 28): the limit fits the largest entry with every locale.
  LIMITS.contentBodyMaxBytes,
);
