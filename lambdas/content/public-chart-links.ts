import type { ChartLink } from '../contract/entities.js';
import { withRestDatabase } from '../platform/database/rest-database.js';
import { isAllowedChartUrl } from './chart-hosts.js';
import { toChartLink } from './entry-mappers.js';

/**
 * The chart links the public page shows: active ones on allowed hosts, by order (`active: false`
 * hides one). A link to another host would only show a blocked frame, so it is dropped here. Each
 * keeps its translations: the English answer strips them, a locale's path reads them (ADR 28).
 */
export function listPublicChartLinks(): Promise<ChartLink[]> {
  return withRestDatabase(async (db) => {
    const snapshot = await db.collection('chartLinks').limit(50).get();
    return snapshot.docs
      .map((doc) => toChartLink(doc.id, doc.data()))
      .filter((link) => link.active && link.url && link.embedUrl)
      .filter((link) => isAllowedChartUrl(link.url) && isAllowedChartUrl(link.embedUrl))
      .sort((a, b) => a.order - b.order);
  });
}
