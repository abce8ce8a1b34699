import { localize } from '../content/localize.js';
import { listPublicEntries } from '../content/public-entries.js';
import { json } from '../platform/http/http.js';
import { collectionParam, localeParam } from '../platform/http/path-params.js';
import { publicReadRoute } from '../platform/http/public-read-route.js';

/**
 * GET /api/locales/{locale}/canonical/{collection}: the entries of the English answer, in the same
 * order, each in the locale where it has a translation and `untranslated` naming what stays English
 * (ADR 28). 400 for a locale the site does not have, 404 for an unknown collection.
 */
export const handler = publicReadRoute(async (event) => {
  const locale = localeParam(event);
  const collection = collectionParam(event);
  const data = (await listPublicEntries(collection)).map((entry) => localize(collection, locale, entry));
  return json(200, { success: true, data });
});
