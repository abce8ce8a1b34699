import { newsPage } from '../content/news-page/news-page.js';
import { publicReadRoute } from '../platform/http/public-read-route.js';

/**
 * GET /api/pages/{locale}/news/{slug}: an announcement's own page, HTML (behaviour §14.2). The edge
 * serves it at `/news/<slug>` and `/<locale>/news/<slug>` (ADR 39), cached a minute.
 */
export const handler = publicReadRoute(
  async (event) => newsPage(event.pathParameters?.locale, event.pathParameters?.slug),
  { sMaxAge: 60 },
);
