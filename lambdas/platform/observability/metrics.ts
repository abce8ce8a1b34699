import { METRICS, METRICS_NAMESPACE, type MetricKey, type MetricService } from './metric-names.js';

// Figures are counted in a plain map during the invocation and published when it ends, through
// Powertools Metrics (CloudWatch's embedded metric format: a log line, no PutMetricData call). The
// library is loaded only by an invocation that counted something, so the ordinary request (which
// counts nothing) pays nothing for it at a cold start (ADR 26).

const pending = new Map<MetricKey, number>();

/** Counts `value` (1 by default) of a metric; published when the invocation ends. */
export function countMetric(key: MetricKey, value = 1): void {
  if (value <= 0) return;
  pending.set(key, (pending.get(key) ?? 0) + value);
}

/** Publishes what this invocation counted, one embedded-metric line per service; nothing if nothing was counted. */
export async function publishMetrics(): Promise<void> {
  if (pending.size === 0) return;
  const counted = [...pending];
  pending.clear();
  const { Metrics, MetricUnit } = await import('@aws-lambda-powertools/metrics');
  const byService = new Map<MetricService, [string, number][]>();
  for (const [key, value] of counted) {
    const { name, service } = METRICS[key];
    byService.set(service, [...(byService.get(service) ?? []), [name, value]]);
  }
  for (const [service, values] of byService) {
    const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: service });
    for (const [name, value] of values) metrics.addMetric(name, MetricUnit.Count, value);
    metrics.publishStoredMetrics();
  }
}
