import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import { inTimeZone, testInstants } from '../../scripts/testing/instants.js';
import { burnedAmount } from '../../web/src/features/supply/lib/burns.js';
import { watchTokenSafety } from '../facts/watch-token-safety.js';
import { reconcileHolders } from '../holders/reconcile.js';
import type { HolderStatsConfig } from '../holders/stats/holder-stats.js';
import { holderStatsObserver } from '../holders/stats/stats-observer.js';
import { readGrowth } from '../holders/stats/stats-read.js';
import { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { apiClient } from './api.js';
import { chainDb, factsDb } from './firestore-admin.js';

// A project of its own on the shared emulator: other files clear `holderFeed` too.
const PROJECT_ID = 'demo-holder-stats';
process.env.FIREBASE_PROJECT_ID = PROJECT_ID;
const MINT = fakePublicKey('holder-stats-test-mint');
const wallet = (name: string) => fakePublicKey(`holder-stats-test-wallet-${name}`);
const POOL = wallet('pool');
const BURN = wallet('burn');
const DAY = 86_400_000;
const UNIT = 1_000_000n; // 6 decimals
const INITIAL_SUPPLY = 1_000_000_000n; // whole tokens
const STATS: HolderStatsConfig = {
  decimals: 6,
  labelled: [
    { address: POOL, kind: 'liquidity-pool', label: 'Liquidity pool' },
    { address: BURN, kind: 'burn', label: 'Burn address' },
  ],
};

let rpc: FakeSolanaRpc;
let call: ReturnType<typeof apiClient>;
let scheduled: () => Promise<unknown>;

beforeAll(async () => {
  rpc = await startFakeSolanaRpc();
  const env = {
    FIREBASE_PROJECT_ID: PROJECT_ID,
    ADMIN_UID: 'holder-stats-admin',
    TOKEN_MINT: MINT,
    SOLANA_RPC_URL: rpc.url,
    RPC_TIMEOUT_MS: '500',
    TOKEN_DECIMALS: '6',
    HOLDER_LABELS: JSON.stringify(STATS.labelled),
  };
  Object.assign(process.env, env);
  call = apiClient(env);
  const module = await import('../functions/reconcile-holders.js');
  scheduled = () => module.handler({}, {} as never);
});
afterAll(() => rpc.stop());

/** One reconciliation as if it ran at `at` (the scheduled function always runs "now"). */
const reconcileAt = (at: Date) =>
  reconcileHolders({
    db: chainDb(),
    rpc: new SolanaRpcClient({ url: rpc.url }),
    mint: MINT,
    now: at,
    observers: [holderStatsObserver(chainDb(), MINT, STATS)],
  });
const distribution = async () => (await call('GET', '/api/holders/distribution')).body;
const growth = async () => (await call('GET', '/api/holders/growth')).body;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

beforeEach(async () => {
  const feed = chainDb().collection('holderFeed').doc(MINT);
  for (const sub of ['holders', 'snapshot', 'stats', 'daily']) {
    const docs = await feed.collection(sub).get();
    await Promise.all(docs.docs.map((doc) => doc.ref.delete()));
  }
  await feed.delete();
  for (const account of rpc.tokenAccounts()) rpc.removeTokenAccount(account.address);
  rpc.setOutage('none');
  // 1,000,000,000 tokens at launch; 50,000,000 burned by the mint (supply reduced), 100,000,000 sent to the burn address.
  rpc.setMint({
    address: MINT,
    supply: (INITIAL_SUPPLY - 50_000_000n) * UNIT,
    decimals: 6,
    mintAuthority: null,
    freezeAuthority: null,
  });
  rpc.setHolding(MINT, POOL, 400_000_000n * UNIT);
  rpc.setHolding(MINT, BURN, 100_000_000n * UNIT);
  rpc.setHolding(MINT, wallet('whale'), 300_000_000n * UNIT);
  rpc.setHolding(MINT, wallet('dolphin'), 149_000_000n * UNIT);
  rpc.setHolding(MINT, wallet('fish'), 999_000n * UNIT, 'token-2022');
  rpc.setHolding(MINT, wallet('shrimp'), 1_000n * UNIT);
  rpc.setHolding(MINT, wallet('dust'), 1n);
  rpc.setHolding(MINT, wallet('sold-out'), 0n);
});

describe('holder distribution', () => {
  it('answers null before the first reconciliation: never made-up figures', async () => {
    expect(await distribution()).toEqual({ success: true, data: null });
    expect(await growth()).toEqual({ success: true, data: { mint: MINT, points: [] } });
  });

  it('serves what the scheduled reconciliation measured on the chain, labelled addresses apart', async () => {
    await scheduled();
    const answer = await call('GET', '/api/holders/distribution');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toContain('s-maxage=60');
    const data = answer.body.data;
    expect(Date.now() - Date.parse(data.measuredAt)).toBeLessThan(60_000);
    expect(data).toMatchObject({
      mint: MINT,
      holders: 7,
      decimals: 6,
      total: String(950_000_000n * UNIT + 1n),
    });
    expect(data.largest.map((h: { address: string }) => h.address)).toEqual([
      wallet('whale'),
      wallet('dolphin'),
      wallet('fish'),
      wallet('shrimp'),
      wallet('dust'),
    ]);
    const top = 300_000_000n + 149_000_000n + 999_000n + 1_000n;
    expect(data.top10.amount).toBe(String(top * UNIT + 1n));
    expect(data.top10.share).toBeCloseTo(Number(top) / 950_000_000, 5);
    expect(data.labelled).toEqual([
      {
        address: POOL,
        kind: 'liquidity-pool',
        label: 'Liquidity pool',
        amount: String(400_000_000n * UNIT),
        share: 0.421052,
      },
      {
        address: BURN,
        kind: 'burn',
        label: 'Burn address',
        amount: String(100_000_000n * UNIT),
        share: 0.105263,
      },
    ]);
    expect(data.bands.map((b: { count: number }) => b.count)).toEqual([1, 1, 0, 1, 0, 2]);
  });

  it('computes the burned amount from the burn address and the supply the chain reports', async () => {
    await scheduled();
    // The supply as the token-safety watch stores it for the facts route (ADR 11).
    await watchTokenSafety({
      db: factsDb(),
      rpc: new SolanaRpcClient({ url: rpc.url }),
      witness: async () => undefined,
      mint: MINT,
    });
    const { data } = await distribution();
    const token = (await call('GET', '/api/facts/token')).body.data;
    expect(token.supply).toBe(String(950_000_000n * UNIT));
    const burned = burnedAmount({
      initialSupply: INITIAL_SUPPLY,
      decimals: 6,
      supply: BigInt(token.supply),
      burnBalances: data.labelled
        .filter((l: { kind: string }) => l.kind === 'burn')
        .map((l: { amount: string }) => BigInt(l.amount)),
    });
    expect(burned).toEqual({
      reduction: 50_000_000n * UNIT,
      held: 100_000_000n * UNIT,
      total: 150_000_000n * UNIT,
    });
  });

  it('keeps the last figures, with the time they were measured, while the chain cannot be read', async () => {
    await scheduled();
    const before = (await distribution()).data;
    rpc.setOutage('http-503');
    rpc.setHolding(MINT, wallet('newcomer'), 5n);
    await expect(scheduled()).rejects.toThrow();
    const after = await distribution();
    expect(after.data).toEqual(before);
    expect((await growth()).data.points).toHaveLength(1);
    // The facts route answers what the token-safety watch last stored, never a read of its own (ADR 11).
    expect((await call('GET', '/api/facts/token')).status).toBe(200);
  });

  it('refuses other methods on the new routes with a JSON answer, and ignores a query string', async () => {
    for (const path of ['/api/holders/distribution', '/api/holders/growth']) {
      const wrong = await call('POST', path, { json: { holders: 1 } });
      expect(wrong.status).toBe(405);
      expect(wrong.body.success).toBe(false);
    }
    const hostile = await call('GET', `/api/holders/distribution?mint=${'x'.repeat(5000)}&<script>=1`);
    expect(hostile.status).toBe(200);
    expect(hostile.body).toEqual({ success: true, data: null });
    expect((await chainDb().collection('holderFeed').doc(MINT).collection('stats').get()).size).toBe(0);
  });
});

// ADR 29: the growth days at chosen instants as well as today; a day is a UTC day wherever the machine is.
describe.each(testInstants())('holder growth at $name ($iso, $timeZone)', ({ iso, timeZone }) => {
  const today = new Date(iso);
  const growthAt = (now: Date) => inTimeZone(timeZone, () => readGrowth(chainDb(), MINT, now));

  it('keeps one point a day however many runs, and leaves a missed day as a gap', async () => {
    const at = (daysAgo: number, hour: number) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo, hour));
    await inTimeZone(timeZone, async () => {
      await reconcileAt(at(3, 1));
      rpc.setHolding(MINT, wallet('day3-late'), 7n);
      await reconcileAt(at(3, 20)); // same day: replaces that day's point
      // Two days ago: no successful run (the chain was down).
      rpc.setOutage('rpc-error');
      await expect(reconcileAt(at(2, 12))).rejects.toThrow();
      rpc.setOutage('none');
      rpc.setHolding(MINT, wallet('day1'), 9n);
      await reconcileAt(at(1, 12));
      await reconcileAt(at(0, 0));
    });

    expect(await growthAt(today)).toEqual([
      { day: dayOf(at(3, 0)), count: 8, measuredAt: at(3, 20).toISOString() },
      { day: dayOf(at(1, 0)), count: 9, measuredAt: at(1, 12).toISOString() },
      { day: dayOf(at(0, 0)), count: 9, measuredAt: at(0, 0).toISOString() },
    ]);
  });

  it('serves only the last 90 days', async () => {
    await inTimeZone(timeZone, async () => {
      await reconcileAt(new Date(today.getTime() - 120 * DAY));
      await reconcileAt(new Date(today.getTime() - 89 * DAY));
      await reconcileAt(today);
    });
    const days = (await growthAt(today)).map((p) => p.day);
    expect(days).toEqual([dayOf(new Date(today.getTime() - 89 * DAY)), dayOf(today)]);
  });
});

describe('GET /api/holders/growth', () => {
  it('serves the points of the last 90 days up to now', async () => {
    const now = new Date();
    await reconcileAt(new Date(now.getTime() - 120 * DAY));
    await reconcileAt(new Date(now.getTime() - DAY));
    const { data } = await growth();
    expect(data.points).toEqual(await readGrowth(chainDb(), MINT, new Date()));
    expect(data.points.map((p: { day: string }) => p.day)).toEqual([dayOf(new Date(now.getTime() - DAY))]);
  });
});
