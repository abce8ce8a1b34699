import { toPrivacyPolicy } from '../content/entry-mappers.js';
import { withRestDatabase } from '../platform/database/rest-database.js';
import { json } from '../platform/http/http.js';
import { publicReadRoute } from '../platform/http/public-read-route.js';

/** GET /api/documents/privacy-policy: the `privacyPolicy/current` document, or null. */
export const handler = publicReadRoute(
  async () => {
    const data = await withRestDatabase(async (db) => {
      const doc = await db.collection('privacyPolicy').doc('current').get();
      return doc.exists ? toPrivacyPolicy(doc.id, doc.data() ?? {}) : null;
    });
    return json(200, { success: true, data });
  },
  { sMaxAge: 60 },
);
