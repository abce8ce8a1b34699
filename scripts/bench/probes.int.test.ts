import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteDefinition } from '../../lambdas/routes.js';
import { factsDb, testDb } from '../../lambdas/test/firestore-admin.js';
import { createInvoker } from '../local/gateway.js';
import {
  DONATION_WALLET,
  isExpectedAnswer,
  probeRequest,
  SITE_URL,
  seedProbedAnnouncement,
  seedProbedFacts,
  seedProbedLedgerEntry,
} from './cold-starts.js';

// The API benchmark's probes, through the local gateway's routing and the real handlers against the
// emulators: a probe that a route refuses (a made-up locale or cursor) would time an error.
const invoke = createInvoker({ env: { ADMIN_UID: 'bench-probe-admin', DONATION_WALLET, SITE_URL } });
// The transfer the ledger page's probe cursor names, the facts the watches store and the advisory the news
// page's probe names, as the benchmark stores them.
beforeAll(async () => {
  await seedProbedLedgerEntry(factsDb());
  await seedProbedFacts(factsDb());
  await seedProbedAnnouncement(testDb());
});
// All but the route that reads a secret of its own (the holder webhook): the benchmark gives it its own
// world, and its path has no parameter to get wrong.
const probed = ROUTES.filter((route) => !route.secrets);

describe('the API benchmark probes', () => {
  it('read the Spanish content on the localized routes', () => {
    const url = (name: string) =>
      probeRequest(ROUTES.find((r) => r.name === name) as RouteDefinition, 'emulator').request.url;
    expect(url('list-localized-entries')).toBe('/api/locales/es/canonical/roadmap');
    expect(url('list-localized-chart-links')).toBe('/api/locales/es/firebase/chart-links');
  });

  it.each(probed.map((route) => [route.name, route] as const))(
    '%s: the probe gets the answer it is there to time',
    async (_name, route) => {
      const answer = await invoke(probeRequest(route, 'emulator').request);
      const status = answer.statusCode;
      expect(isExpectedAnswer(route, status), `${status}: ${answer.body.toString('utf8')}`).toBe(true);
      if (!route.admin) expect(status).toBe(200);
    },
  );
});
