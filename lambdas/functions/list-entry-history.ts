import { adminRoute } from '../commons/admin-route.js';
import { NotFoundError } from '../commons/errors.js';
import { withDatabase } from '../commons/firestore.js';
import { json } from '../commons/http.js';
import { idParam } from '../commons/path-params.js';
import { entryHistory } from '../content/history.js';
import { CONTENT_KINDS, isContentKind } from '../contract/content.js';

/** Versions shown for one entry. */
const SHOWN = 100;

/** GET /api/admin/history/{kind}/{id}: one entry's versions, newest first (admin only). */
export const handler = adminRoute(async (event) => {
  const kind = event.pathParameters?.kind;
  if (!isContentKind(kind)) throw new NotFoundError(`Unknown kind: use ${CONTENT_KINDS.join(', ')}`);
  const id = idParam(event);
  return json(200, { success: true, data: await withDatabase((db) => entryHistory(db, kind, id, SHOWN)) });
});
