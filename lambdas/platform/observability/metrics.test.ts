import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../../test/captured-logs.js';
import { countMetric, publishMetrics } from './metrics.js';

// Powertools' Metrics, counted as it is built: a warm instance builds one per service, not one a request.
const built = vi.hoisted(() => ({ services: [] as string[] }));
vi.mock('@aws-lambda-powertools/metrics', async (importOriginal) => {
  const library = await importOriginal<typeof import('@aws-lambda-powertools/metrics')>();
  class CountedMetrics extends library.Metrics {
    constructor(options: ConstructorParameters<typeof library.Metrics>[0] = {}) {
      super(options);
      built.services.push(String(options.serviceName));
    }
  }
  return { ...library, Metrics: CountedMetrics };
});

/** The embedded-metric lines written, as their metric values by name (and `service`). */
const published = (lines: Record<string, unknown>[]) => lines.filter((line) => '_aws' in line);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('publishMetrics', () => {
  it('publishes each invocation’s own figures, with one Metrics per service for the whole instance', async () => {
    const logs = captureLogs();
    countMetric('originRefusals');
    await publishMetrics();
    countMetric('originRefusals', 2);
    countMetric('holdersAnnounced', 3);
    await publishMetrics();
    countMetric('originRefusals');
    await publishMetrics();

    expect(
      published(logs.lines()).map(({ service, OriginRefusals, HoldersAnnounced }) => ({
        service,
        OriginRefusals,
        HoldersAnnounced,
      })),
    ).toEqual([
      { service: 'api', OriginRefusals: 1, HoldersAnnounced: undefined },
      { service: 'api', OriginRefusals: 2, HoldersAnnounced: undefined },
      { service: 'holder-feed', OriginRefusals: undefined, HoldersAnnounced: 3 },
      { service: 'api', OriginRefusals: 1, HoldersAnnounced: undefined },
    ]);
    expect(built.services).toEqual(['api', 'holder-feed']);
  });

  it('writes nothing when nothing was counted', async () => {
    const logs = captureLogs();
    await publishMetrics();
    expect(logs.text()).toBe('');
  });
});
