import { adminBodyRouteWithSecondFactor } from '../admin/admin-routes.js';
import { updateEntry } from '../content/entries-repository.js';
import { idempotencyOf } from '../content/idempotency.js';
import { updateInputs } from '../contract/entities.js';
import { LIMITS, SUCCESS_MESSAGES } from '../contract/messages.js';
import { deliveryHook } from '../delivery/outbox.js';
import { json } from '../platform/http/http.js';
import { collectionParam, idParam } from '../platform/http/path-params.js';

/** PUT /api/canonical/{collection}/{id}: a partial update; `{order}` alone reorders a roadmap item. */
export const handler = adminBodyRouteWithSecondFactor<Record<string, unknown>>(
  (event) => updateInputs[collectionParam(event)],
  async (event) => {
    const collection = collectionParam(event);
    const request = idempotencyOf(event, event.input);
    const data = await updateEntry(
      collection,
      idParam(event),
      event.input,
      event.admin,
      request,
      deliveryHook(collection),
    );
    return json(200, { success: true, message: SUCCESS_MESSAGES[collection].updated, data });
  },
  // Translations multiply the body (ADR 28): the limit fits the largest entry with every locale.
  LIMITS.contentBodyMaxBytes,
);
