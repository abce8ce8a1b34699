import { announcementFeed, feedFile } from '../content/announcement-feed.js';
import { publicReadRoute } from '../platform/http/public-read-route.js';

/** GET /api/feeds/{file}: the English feed of the announcements, Atom or JSON Feed (behaviour §14). */
export const handler = publicReadRoute(async (event) =>
  announcementFeed('en', feedFile(event.pathParameters?.file)),
);
