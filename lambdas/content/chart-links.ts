import type { AdminChartLinks } from '../contract/content.js';
import { chartLinkInput } from '../contract/content.js';
import { withRestDatabase } from '../platform/database/rest-database.js';
import { chartHosts } from './chart-hosts.js';
import { toChartLink } from './entry-mappers.js';

/** Chart links are few; this bounds the admin's read. */
const MAX_LINKS = 200;

/** The hosts the admin form and the server accept; the stack always sets them. */
export function allowedChartHosts(): string[] {
  return [...(chartHosts ?? [])];
}

/** The create schema with the configured hosts. */
export const chartLinkCreateInput = () => chartLinkInput(allowedChartHosts());

/** The update schema: any subset of the fields, at least one. */
export const chartLinkUpdateInput = () =>
  chartLinkInput(allowedChartHosts())
    .partial()
    .refine((v) => Object.values(v).some((x) => x !== undefined), 'Send at least one field to update');

/** Every chart link, inactive ones too, by order: what the admin manages. */
export function listAllChartLinks(): Promise<AdminChartLinks> {
  return withRestDatabase(async (db) => {
    const snapshot = await db.collection('chartLinks').limit(MAX_LINKS).get();
    const links = snapshot.docs
      .map((doc) => toChartLink(doc.id, doc.data()))
      .sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1));
    return { links, allowedHosts: allowedChartHosts() };
  });
}
