import { announcementFeed, feedFile } from '../content/announcement-feed.js';
import { localeParam } from '../platform/http/path-params.js';
import { publicReadRoute } from '../platform/http/public-read-route.js';

/** GET /api/locales/{locale}/feeds/{file}: a locale's feed of the announcements (behaviour §14). */
export const handler = publicReadRoute(async (event) =>
  announcementFeed(localeParam(event), feedFile(event.pathParameters?.file)),
);
