import { adminBodyRouteWithSecondFactor } from '../admin/admin-routes.js';
import { chartLinkUpdateInput } from '../content/chart-links.js';
import { updateEntry } from '../content/entries-repository.js';
import { idempotencyOf } from '../content/idempotency.js';
import { CONTENT_MESSAGES } from '../contract/content.js';
import { LIMITS } from '../contract/messages.js';
import { json } from '../platform/http/http.js';
import { idParam } from '../platform/http/path-params.js';

const schema = chartLinkUpdateInput();

/** PUT /api/admin/chart-links/{id}: a partial update (reorder with `order`, hide with `active: false`). */
export const handler = adminBodyRouteWithSecondFactor<Record<string, unknown>>(
  () => schema,
  async (event) => {
    const request = idempotencyOf(event, event.input);
    const data = await updateEntry('chartLinks', idParam(event), event.input, event.admin, request);
    return json(200, { success: true, message: CONTENT_MESSAGES.chartUpdated, data });
  },
  // Translations multiply the body (ADR 28): the limit fits the largest entry with every locale.
  LIMITS.chartLinkBodyMaxBytes,
);
