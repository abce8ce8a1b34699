import middy from '@middy/core';
import { parseHolderFeedConfig } from '../holders/holder-config.js';
import { type ReconcileReport, scheduledReconcile } from '../holders/scheduled-reconcile.js';
import { parseHolderStatsConfig } from '../holders/stats/stats-config.js';
import { observability } from '../platform/observability/middleware.js';

const feed = parseHolderFeedConfig(process.env);
const stats = parseHolderStatsConfig(process.env);

/**
 * Scheduled: reads every holder of the mint and records the newcomers, the count and the
 * statistics (holders/scheduled-reconcile.ts). A failed run fails the invocation; the next retries.
 */
export const handler = middy<unknown, ReconcileReport>(() => scheduledReconcile(feed, stats)).use(
  observability(),
);
