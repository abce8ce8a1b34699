import { adminBodyRouteWithSecondFactor } from '../admin/admin-routes.js';
import { idempotencyOf } from '../content/idempotency.js';
import { moveRoadmapItem } from '../content/roadmap-move.js';
import { moveInput } from '../contract/entities.js';
import { SUCCESS_MESSAGES } from '../contract/messages.js';
import { json } from '../platform/http/http.js';
import { idParam } from '../platform/http/path-params.js';

/** POST /api/canonical/roadmap/{id}/move: swaps with the neighbour in one transaction; 409 at an edge. */
export const handler = adminBodyRouteWithSecondFactor(
  () => moveInput,
  async (event) => {
    const { direction } = event.input;
    const request = idempotencyOf(event, event.input);
    const data = await moveRoadmapItem(idParam(event), direction, event.admin, request);
    const message = direction === 'up' ? SUCCESS_MESSAGES.movedUp : SUCCESS_MESSAGES.movedDown;
    return json(200, { success: true, message, data });
  },
);
