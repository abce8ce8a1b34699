import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../../test/captured-logs.js';
import { countMetric, levelMetric, publishMetrics } from './metrics.js';

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

  it('publishes a level as last recorded, 0 included, where a count of 0 is not published', async () => {
    const logs = captureLogs();
    levelMetric('ledgerUnread', 3);
    levelMetric('ledgerUnread', 0);
    levelMetric('ledgerUnreadMostRuns', 0);
    countMetric('originRefusals', 0);
    await publishMetrics();
    expect(
      published(logs.lines()).map(
        ({ service, LedgerUnreadTransactions, LedgerUnreadMostRuns, OriginRefusals }) => ({
          service,
          LedgerUnreadTransactions,
          LedgerUnreadMostRuns,
          OriginRefusals,
        }),
      ),
    ).toEqual([
      {
        service: 'donation-ledger',
        LedgerUnreadTransactions: 0,
        LedgerUnreadMostRuns: 0,
        OriginRefusals: undefined,
      },
    ]);
  });

  it("leaves a level of 0 off npm start's terminal, which shows the others", async () => {
    const before = { LOCAL_STACK: process.env.LOCAL_STACK, LOCAL_LOG_FORMAT: process.env.LOCAL_LOG_FORMAT };
    Object.assign(process.env, { LOCAL_STACK: '1', LOCAL_LOG_FORMAT: 'text' });
    try {
      const logs = captureLogs();
      levelMetric('ledgerUnread', 0);
      levelMetric('ledgerUnreadMostRuns', 2);
      await publishMetrics();
      await logs.settled();
      expect(logs.text()).toContain('LedgerUnreadMostRuns');
      expect(logs.text()).not.toContain('LedgerUnreadTransactions');
      expect(published(logs.lines())).toEqual([]);
    } finally {
      for (const [name, value] of Object.entries(before)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it('writes nothing when nothing was counted', async () => {
    const logs = captureLogs();
    await publishMetrics();
    expect(logs.text()).toBe('');
  });
});
