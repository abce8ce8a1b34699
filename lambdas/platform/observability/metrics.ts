import type { Metrics } from '@aws-lambda-powertools/metrics';
import { logger } from './logger.js';
import { METRICS, METRICS_NAMESPACE, type MetricKey, type MetricService } from './metric-names.js';
import { textLogs } from './text-log.js';

// Figures are counted in a plain map during the invocation and published when it ends, through
// Powertools Metrics (CloudWatch's embedded metric format: a log line, no PutMetricData call). The
// library is loaded only by an invocation that counted something, so the ordinary request (which
// counts nothing) pays nothing for it at a cold start (ADR 26). Once loaded, the library and one
// Metrics per service are kept for the instance's later invocations: importing it again and building
// a Metrics (its configuration, its console) on every request that counted cost the holder webhook,
// which counts on every delivery, about a third of its CPU per delivery (`npm run bench:api`).

type Library = typeof import('@aws-lambda-powertools/metrics');

const pending = new Map<MetricKey, number>();
let library: Promise<Library> | undefined;
const publishers = new Map<MetricService, Metrics>();

/** Counts `value` (1 by default) of a metric; published when the invocation ends. */
export function countMetric(key: MetricKey, value = 1): void {
  if (value <= 0) return;
  pending.set(key, (pending.get(key) ?? 0) + value);
}

/**
 * Records a level rather than a count (how many are waiting, the longest wait): the last value stands,
 * and 0 is published too, so a graph and an alarm see the level fall.
 */
export function levelMetric(key: MetricKey, value: number): void {
  pending.set(key, Math.max(0, value));
}

/** Publishes what this invocation counted, one embedded-metric line per service; nothing if nothing was counted. */
export async function publishMetrics(): Promise<void> {
  if (pending.size === 0) return;
  const counted = [...pending];
  pending.clear();
  if (textLogs()) {
    // `npm start`'s terminal: the figures as a readable line, not the embedded-metric JSON (text-log.ts).
    for (const [key, value] of counted) {
      // A level of 0 (nothing unread) is published by every ledger run: not worth a line every 15 s.
      if (value === 0) continue;
      const { name, service } = METRICS[key];
      logger.info('Metric counted', { metric: name, value, metricService: service });
    }
    return;
  }
  // A failed load is not kept: the next invocation that counted something loads it again.
  library ??= import('@aws-lambda-powertools/metrics').catch((error: unknown) => {
    library = undefined;
    throw error;
  });
  const { Metrics, MetricUnit } = await library;
  const byService = new Map<MetricService, [string, number][]>();
  for (const [key, value] of counted) {
    const { name, service } = METRICS[key];
    byService.set(service, [...(byService.get(service) ?? []), [name, value]]);
  }
  for (const [service, values] of byService) {
    let metrics = publishers.get(service);
    if (!metrics) {
      metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: service });
      publishers.set(service, metrics);
    }
    for (const [name, value] of values) metrics.addMetric(name, MetricUnit.Count, value);
    // Publishing empties what the instance stored, so the next invocation starts from nothing.
    metrics.publishStoredMetrics();
  }
}
