import { adminRouteWithSecondFactor } from '../admin/admin-routes.js';
import { entryHistory } from '../content/history.js';
import { CONTENT_KINDS, isContentKind } from '../contract/content.js';
import { withDatabase } from '../platform/database/firestore.js';
import { NotFoundError } from '../platform/http/errors.js';
import { json } from '../platform/http/http.js';
import { idParam } from '../platform/http/path-params.js';

/** Versions shown for one entry. */
const SHOWN = 100;

/** GET /api/admin/history/{kind}/{id}: one entry's versions, newest first (admin only). */
export const handler = adminRouteWithSecondFactor(async (event) => {
  const kind = event.pathParameters?.kind;
  if (!isContentKind(kind)) throw new NotFoundError(`Unknown kind: use ${CONTENT_KINDS.join(', ')}`);
  const id = idParam(event);
  return json(200, { success: true, data: await withDatabase((db) => entryHistory(db, kind, id, SHOWN)) });
});
