import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import { readAllKnownKeys } from '../holders/known-store.js';
import { HELD_BACK_MAX } from '../holders/newcomer-check.js';
import { ImplausibleAnswerError, type ReconcileOptions, reconcileHolders } from '../holders/reconcile.js';
import { holderStatsObserver } from '../holders/stats/stats-observer.js';
import { readDistribution, readGrowth } from '../holders/stats/stats-read.js';
import { publishMetrics } from '../platform/observability/metrics.js';
import { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { captureLogs } from './captured-logs.js';
import { chainDb } from './firestore-admin.js';

// ADR 35, at any size: with a second provider, every full scan's count is confirmed by it and every
// newcomer asked of it, whatever the bounds (here the deployed defaults: a rise is refused only beyond
// 200,000 holders and 50 %). Two local chains: the first provider (which may lie) and the witness.
const PROJECT_ID = 'demo-holder-witness-scale';
process.env.FIREBASE_PROJECT_ID = PROJECT_ID;

let first: FakeSolanaRpc;
let witness: FakeSolanaRpc;
let mintSerial = 0;
let MINT = '';

beforeAll(async () => {
  [first, witness] = await Promise.all([startFakeSolanaRpc(), startFakeSolanaRpc()]);
});
afterAll(() => Promise.all([first.stop(), witness.stop()]));
beforeEach(() => {
  // A mint of its own per test; the chains hold only its holders (the 200,000-holder sets are large).
  MINT = fakePublicKey(`witness-scale-mint-${mintSerial++}`);
  for (const chain of [first, witness]) {
    chain.clearGeneratedHolders();
    chain.setOutage('none');
  }
});

const onBoth = (count: number, seed: string) => {
  for (const chain of [first, witness])
    chain.addGeneratedHolders({ mint: MINT, count, seed: `${seed}-${MINT}` });
};
const client = (chain: FakeSolanaRpc) => new SolanaRpcClient({ url: chain.url, timeoutMs: 60_000 });
/** A scheduled run's options with the deployed defaults: bounds, cap, page size, tolerance. */
const run = (extra: Partial<ReconcileOptions> = {}) =>
  reconcileHolders({
    db: chainDb(),
    rpc: client(first),
    mint: MINT,
    maxAnnounced: 100,
    witness: { rpc: client(witness) },
    ...extra,
  });

const events = async () =>
  (await chainDb().collection('newHolders').where('mint', '==', MINT).get()).docs.map(
    (d) => d.get('wallet') as string,
  );
const feed = async () => (await chainDb().collection('holderFeed').doc(MINT).get()).data() ?? {};
const known = async () => (await readAllKnownKeys(chainDb(), MINT)).length / 32;

describe('the witness at 5,000 holders, with the default bounds', () => {
  it('refuses a provider that lists ten times the owners, a rise the bounds alone believe', async () => {
    onBoth(5000, 'honest');
    expect(await run()).toMatchObject({ imported: true, count: 5000 });
    const before = await feed();
    first.addGeneratedHolders({ mint: MINT, count: 45_000, seed: `lies-${MINT}` });
    const refused = await run().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ImplausibleAnswerError);
    expect(refused).toMatchObject({
      count: 50_000,
      previousCount: 5000,
      witness: { kind: 'disagreed', count: 5000 },
    });
    expect(await feed()).toEqual(before);
    expect(await known()).toBe(5000);
    expect(await events()).toEqual([]);
  });

  it('neither announces nor counts holders only the first provider lists, within the tolerance, run after run', async () => {
    onBoth(5000, 'honest');
    await run();
    // 40 invented owners (the count's tolerance at 5,000 is 50), and 20 real newcomers both see.
    first.addGeneratedHolders({ mint: MINT, count: 40, seed: `invented-${MINT}` });
    onBoth(20, 'real-newcomers');
    const result = await run();
    expect(result).toMatchObject({
      count: 5020,
      newcomers: 20,
      witness: { kind: 'agreed', count: 5020 },
      newcomerChecks: { checked: 60, unconfirmed: 40, heldBack: 0 },
    });
    expect(result.announced).toHaveLength(20);
    expect(await events()).toHaveLength(20);
    expect(await feed()).toMatchObject({ count: 5020 });
    expect(await known()).toBe(5020);
    // The next run asks about them again (40 calls, no more) and still believes none of them.
    const again = await run();
    expect(again).toMatchObject({
      count: 5020,
      newcomers: 0,
      newcomerChecks: { checked: 40, unconfirmed: 40 },
    });
    expect(again.announced).toEqual([]);
    expect(await events()).toHaveLength(20);
  });

  it('leaves holders only the first provider lists out of the statistics: the top 50, the bands and the day’s count', async () => {
    onBoth(5000, 'honest');
    const stats = () => ({
      observers: [holderStatsObserver(chainDb(), MINT, { decimals: 0, labelled: [] })],
    });
    await run(stats());
    // An invented whale would top the list; 30 invented small holders would fill the bands.
    const whale = fakePublicKey(`invented-whale-${MINT}`);
    first.setHolding(MINT, whale, 10n ** 15n);
    first.addGeneratedHolders({ mint: MINT, count: 30, seed: `invented-${MINT}` });
    onBoth(20, 'real-newcomers');
    const result = await run(stats());
    expect(result).toMatchObject({ count: 5020, newcomerChecks: { checked: 51, unconfirmed: 31 } });
    const distribution = await readDistribution(chainDb(), MINT);
    expect(distribution?.holders).toBe(5020);
    expect(distribution?.largest.map((holder) => holder.address)).not.toContain(whale);
    expect(BigInt(distribution?.top50.amount ?? '0')).toBeLessThan(10n ** 15n);
    expect(distribution?.bands.reduce((sum, band) => sum + band.count, 0)).toBe(5020);
    const growth = await readGrowth(chainDb(), MINT, new Date());
    expect(growth.at(-1)?.count).toBe(5020);
    // Once the witness sees the whale too, it is believed, announced and in the statistics.
    witness.setHolding(MINT, whale, 10n ** 15n);
    await run(stats());
    expect((await readDistribution(chainDb(), MINT))?.largest[0]?.address).toBe(whale);
    expect((await readDistribution(chainDb(), MINT))?.holders).toBe(5021);
  });

  it('believes a real airdrop both providers see a hundred newcomers a run: each asked, announced and counted, the rest held back', async () => {
    onBoth(5000, 'before');
    await run();
    onBoth(5000, 'airdrop');
    const result = await run();
    expect(result).toMatchObject({
      count: 5100,
      newcomers: 100,
      witness: { kind: 'agreed', count: 10_000, beyondBounds: false },
      newcomerChecks: { checked: 100, unconfirmed: 0, heldBack: 4900 },
    });
    expect(result.announced).toHaveLength(100);
    expect(await events()).toHaveLength(100);
    expect(await known()).toBe(5100);
    // The next full scan asks the next hundred.
    expect(await run()).toMatchObject({ count: 5200, newcomers: 100, newcomerChecks: { heldBack: 4800 } });
    expect(await events()).toHaveLength(200);
  });

  it('asks the newcomers it held back in the next incremental runs, though their accounts did not change again, until all are believed', async () => {
    const HOUR = 3600_000;
    onBoth(5000, 'burst-before');
    await run({ fullScanIntervalMs: 2 * HOUR });
    onBoth(250, 'burst');
    const runs = [];
    for (let i = 0; i < 4; i++) runs.push(await run({ fullScanIntervalMs: 2 * HOUR }));
    expect(runs.map((r) => [r.kind, r.newcomers, r.announced.length, r.newcomerChecks?.heldBack])).toEqual([
      ['incremental', 100, 100, 150],
      ['incremental', 100, 100, 50],
      ['incremental', 50, 50, 0],
      ['incremental', 0, 0, 0],
    ]);
    expect(new Set(await events()).size).toBe(250);
    expect(await known()).toBe(5250);
    // Counted by the next full scan, which the witness confirms.
    expect(await run()).toMatchObject({ kind: 'full', count: 5250, newcomers: 0 });
  });
});

describe('the witness at 200,000 holders', () => {
  it('confirms an airdrop of 250,000 both providers see, beyond the bounds, and believes a hundred of its newcomers a run', async () => {
    onBoth(200_000, 'large-before');
    expect(await run({ pageSize: 5000 })).toMatchObject({ imported: true, count: 200_000 });
    onBoth(250_000, 'large-airdrop');
    const result = await run({ pageSize: 5000 });
    expect(result).toMatchObject({
      complete: true,
      count: 200_100,
      newcomers: 100,
      witness: { kind: 'agreed', count: 450_000, beyondBounds: true },
      newcomerChecks: { checked: 100, unconfirmed: 0, heldBack: 249_900 },
    });
    expect(result.announced).toHaveLength(100);
    expect(await feed()).toMatchObject({ count: 200_100 });
    expect(await known()).toBe(200_100);
    expect(await events()).toHaveLength(100);
    // What the next incremental run asks about is bounded: the first HELD_BACK_MAX remembered.
    const held = await chainDb()
      .collection('holderFeed')
      .doc(MINT)
      .collection('pending')
      .doc('newcomers')
      .get();
    expect(held.get('count')).toBe(HELD_BACK_MAX);
  }, 240_000);
});

describe('a witness that cannot be read', () => {
  it("believes nothing it did not answer: newcomers held back and asked once it answers (ADR 35's amendment)", async () => {
    const HOUR = 3600_000;
    onBoth(5000, 'down');
    await run({ fullScanIntervalMs: 2 * HOUR });
    witness.setOutage('rpc-error');
    onBoth(10, 'down-incremental');
    const incremental = await run({ fullScanIntervalMs: 2 * HOUR });
    expect(incremental).toMatchObject({
      kind: 'incremental',
      newcomers: 0,
      newcomerChecks: { heldBack: 10 },
    });
    expect(incremental.announced).toHaveLength(0);
    expect(incremental.newcomerChecks?.unavailable).toMatch(/Node is unhealthy/);
    onBoth(10, 'down-full');
    const full = await run();
    expect(full).toMatchObject({
      kind: 'full',
      count: 5000,
      newcomers: 0,
      witness: { kind: 'unavailable' },
      newcomerChecks: { heldBack: 20 },
    });
    expect(full.announced).toHaveLength(0);
    witness.setOutage('none');
    const back = await run();
    expect(back).toMatchObject({ kind: 'full', count: 5020, newcomers: 20, witness: { kind: 'agreed' } });
    expect(back.announced).toHaveLength(20);
  });
});

// Last in the file: the scheduled run reads its configuration from the process's environment.
describe('the scheduled run', () => {
  it('logs the newcomers the witness does not confirm and counts them in UnconfirmedHolders', async () => {
    const env = {
      FIREBASE_PROJECT_ID: PROJECT_ID,
      TOKEN_MINT: MINT,
      SOLANA_RPC_URL: first.url,
      SOLANA_WITNESS_RPC_URL: witness.url,
      LOCAL_STACK: '1',
      HOLDER_FULL_SCAN_MINUTES: '0',
    } as const;
    Object.assign(process.env, { ADMIN_UID: 'witness-scale-admin', ...env });
    const { scheduledReconcile } = await import('../holders/scheduled-reconcile.js');
    const { parseHolderFeedConfig } = await import('../holders/holder-config.js');
    const { parseHolderStatsConfig } = await import('../holders/stats/stats-config.js');
    const feedConfig = parseHolderFeedConfig(env);
    const stats = parseHolderStatsConfig(env);
    onBoth(1000, 'scheduled');
    await scheduledReconcile(feedConfig, stats);
    first.addGeneratedHolders({ mint: MINT, count: 5, seed: `scheduled-invented-${MINT}` });
    const logs = captureLogs();
    expect(await scheduledReconcile(feedConfig, stats)).toMatchObject({ count: 1000, announced: [] });
    await publishMetrics();
    await logs.settled();
    expect(logs.lines('warn')).toContainEqual(
      expect.objectContaining({
        message: 'Newcomers the second RPC provider does not see: neither announced nor counted',
        unconfirmed: 5,
        checked: 5,
      }),
    );
    const counted = logs
      .lines()
      .filter((line) => '_aws' in line)
      .reduce((sum, line) => sum + Number(line.UnconfirmedHolders ?? 0), 0);
    expect(counted).toBe(5);
  });
});
