import { adminBodyRouteWithSecondFactor } from '../admin/admin-routes.js';
import { chartLinkCreateInput } from '../content/chart-links.js';
import { createEntry } from '../content/entries-repository.js';
import { idempotencyOf } from '../content/idempotency.js';
import { CONTENT_MESSAGES } from '../contract/content.js';
import { LIMITS } from '../contract/messages.js';
import { json } from '../platform/http/http.js';

const schema = chartLinkCreateInput();

/** POST /api/admin/chart-links: url and embedUrl must be https on the configured chart hosts. */
export const handler = adminBodyRouteWithSecondFactor<Record<string, unknown>>(
  () => schema,
  async (event) => {
    const request = idempotencyOf(event, event.input);
    const data = await createEntry('chartLinks', { active: true, ...event.input }, event.admin, request);
    return json(201, { success: true, message: CONTENT_MESSAGES.chartCreated, data });
  },
  // Translations multiply the body (ADR 28): the limit fits the largest entry with every locale.
  LIMITS.chartLinkBodyMaxBytes,
);
