import { adminBodyRoute } from '../commons/admin-route.js';
import { json } from '../commons/http.js';
import { idParam } from '../commons/path-params.js';
import { idempotencyOf } from '../content/idempotency.js';
import { moveRoadmapItem } from '../content/roadmap-move.js';
import { moveInput } from '../contract/entities.js';
import { SUCCESS_MESSAGES } from '../contract/messages.js';

/** POST /api/canonical/roadmap/{id}/move: swaps with the neighbour in one transaction; 409 at an edge. */
export const handler = adminBodyRoute(
  () => moveInput,
  async (event) => {
    const { direction } = event.input;
    const request = idempotencyOf(event, event.input);
    const data = await moveRoadmapItem(idParam(event), direction, event.admin, request);
    const message = direction === 'up' ? SUCCESS_MESSAGES.movedUp : SUCCESS_MESSAGES.movedDown;
    return json(200, { success: true, message, data });
  },
);
