import { json } from '../commons/http.js';
import { publicReadRoute } from '../commons/public-read-route.js';
import { withRestDatabase } from '../commons/rest-database.js';
import { toPrivacyPolicy } from '../content/entry-mappers.js';

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
