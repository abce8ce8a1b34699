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
import { virtualClock } from './virtual-clock.js';

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
  witness.setLatency(undefined);
});

const onBoth = (count: number, seed: string) => {
  for (const chain of [first, witness])
    chain.addGeneratedHolders({ mint: MINT, count, seed: `${seed}-${MINT}` });
};
const client = (chain: FakeSolanaRpc) => new SolanaRpcClient({ url: chain.url, timeoutMs: 60_000 });
/**
 * A scheduled run's options with the deployed defaults: bounds, cap, page size, tolerance. The witness is
 * kept a few slots ahead of the first provider (each fake node moves a slot a call), as a healthy one
 * is: newcomers are asked at the first provider's slot or later.
 */
const run = (extra: Partial<ReconcileOptions> = {}) => {
  witness.setSlot(Math.max(witness.slot(), first.slot() + 50));
  return reconcileHolders({
    db: chainDb(),
    rpc: client(first),
    mint: MINT,
    maxAnnounced: 100,
    witness: { rpc: client(witness) },
    ...extra,
  });
};
/** The deployed reconciler's budget at its 5-minute interval (infra/holder-feed/holder-reconciler.ts). */
const DEPLOYED_BUDGET_MS = 180_000;

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

  it('asks the newcomers it held back in the next incremental run by the accounts it remembered, though they did not change again', async () => {
    const HOUR = 3600_000;
    onBoth(5000, 'burst-before');
    await run({ fullScanIntervalMs: 2 * HOUR });
    onBoth(250, 'burst');
    witness.setOutage('rpc-error');
    const down = await run({ fullScanIntervalMs: 2 * HOUR });
    witness.setOutage('none');
    const runs = [down];
    for (let i = 0; i < 2; i++) runs.push(await run({ fullScanIntervalMs: 2 * HOUR }));
    expect(runs.map((r) => [r.kind, r.newcomers, r.announced.length, r.newcomerChecks?.heldBack])).toEqual([
      ['incremental', 0, 0, 250],
      // Three calls of a hundred accounts: each believed, a hundred announced.
      ['incremental', 250, 100, 0],
      ['incremental', 0, 0, 0],
    ]);
    expect(runs[1]?.newcomerChecks).toMatchObject({ checked: 250, unconfirmed: 0, calls: 3 });
    expect(await known()).toBe(5250);
    // Counted by the next full scan, which the witness confirms.
    expect(await run()).toMatchObject({ kind: 'full', count: 5250, newcomers: 0 });
  });
});

describe('a real airdrop both providers see, at the deployed settings', () => {
  it('stores the chain’s count of 35,000 in the run that sees an airdrop of 30,000, every newcomer asked by its account', async () => {
    onBoth(5000, 'before');
    await run({ budgetMs: DEPLOYED_BUDGET_MS });
    onBoth(30_000, 'airdrop');
    const result = await run({
      budgetMs: DEPLOYED_BUDGET_MS,
      witness: { rpc: client(witness), clock: virtualClock().clock },
    });
    expect(result).toMatchObject({
      complete: true,
      count: 35_000,
      newcomers: 30_000,
      witness: { kind: 'agreed', count: 35_000, beyondBounds: false },
      // 300 calls of a hundred accounts, within the run's 400.
      newcomerChecks: { checked: 30_000, unconfirmed: 0, heldBack: 0, calls: 300 },
    });
    expect(await feed()).toMatchObject({ count: 35_000 });
    expect(await known()).toBe(35_000);
    // A hundred banners (HOLDER_MAX_ANNOUNCED_PER_RUN); the others known without one.
    expect(result.announced).toHaveLength(100);
    expect(await events()).toHaveLength(100);
  }, 120_000);

  it('believes an airdrop of 20,000 within the budget with a witness that answers each call after 60 s, holding back the newcomers it did not answer', async () => {
    onBoth(5000, 'slow-before');
    await run({ budgetMs: DEPLOYED_BUDGET_MS });
    onBoth(20_000, 'slow-airdrop');
    // A minute a call on a clock of the test's own: 180 s of budget, no real minute waited.
    const { clock, latency } = virtualClock();
    witness.setLatency(() => latency(60_000));
    const slow = await run({ budgetMs: DEPLOYED_BUDGET_MS, witness: { rpc: client(witness), clock } });
    witness.setLatency(undefined);
    const checks = slow.newcomerChecks;
    expect(slow).toMatchObject({
      complete: true,
      count: 25_000,
      witness: { kind: 'agreed', count: 25_000 },
    });
    expect(await feed()).toMatchObject({ count: 25_000 });
    // Asked until the deadline, the rest held back (none dropped); only those asked are known.
    expect(checks?.unavailable).toMatch(/within the run's budget/);
    expect(checks?.heldBack).toBeGreaterThan(0);
    expect((checks?.checked ?? 0) + (checks?.heldBack ?? 0)).toBe(20_000);
    expect(await known()).toBe(5000 + (checks?.checked ?? 0));
    // The next run, the witness quick again, asks the rest and the banners go on.
    const next = await run({ budgetMs: DEPLOYED_BUDGET_MS });
    expect(next).toMatchObject({ count: 25_000, newcomerChecks: { heldBack: 0, unconfirmed: 0 } });
    expect(await known()).toBe(25_000);
  }, 120_000);
});

describe('the witness at 200,000 holders', () => {
  it('confirms an airdrop of 250,000 both providers see, beyond the bounds, counts it at once and asks 40,000 of its newcomers a run', async () => {
    onBoth(200_000, 'large-before');
    expect(await run({ pageSize: 5000 })).toMatchObject({ imported: true, count: 200_000 });
    onBoth(250_000, 'large-airdrop');
    // The witness timed on a clock that only a slow answer moves: the run's deadline is never reached
    // because the test machine is busy.
    const result = await run({
      pageSize: 5000,
      witness: { rpc: client(witness), clock: virtualClock().clock },
    });
    // The witness's count agreed: stored at once. Its newcomers: 400 calls of a hundred, the rest held back.
    expect(result).toMatchObject({
      complete: true,
      count: 450_000,
      newcomers: 40_000,
      witness: { kind: 'agreed', count: 450_000, beyondBounds: true },
      newcomerChecks: { checked: 40_000, unconfirmed: 0, heldBack: 210_000, calls: 400 },
    });
    expect(result.announced).toHaveLength(100);
    expect(await feed()).toMatchObject({ count: 450_000 });
    expect(await known()).toBe(240_000);
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

  it('holds newcomers back and counts WitnessUnavailable when the witness is configured but its URL cannot be used, then believes them once it can', async () => {
    const env = {
      FIREBASE_PROJECT_ID: PROJECT_ID,
      TOKEN_MINT: MINT,
      SOLANA_RPC_URL: first.url,
      LOCAL_STACK: '1',
      HOLDER_FULL_SCAN_MINUTES: '0',
    } as const;
    const { scheduledReconcile } = await import('../holders/scheduled-reconcile.js');
    const { parseHolderFeedConfig } = await import('../holders/holder-config.js');
    const { parseHolderStatsConfig } = await import('../holders/stats/stats-config.js');
    const stats = parseHolderStatsConfig(env);
    const good = parseHolderFeedConfig({ ...env, SOLANA_WITNESS_RPC_URL: witness.url });
    // A URL the client refuses (credentials before the host), as a malformed or unreadable secret is.
    const broken = parseHolderFeedConfig({
      ...env,
      SOLANA_WITNESS_RPC_URL: `http://alice:s3cr3t@${new URL(witness.url).host}/`,
    });
    onBoth(1000, 'unreadable-secret');
    witness.setSlot(Math.max(witness.slot(), first.slot() + 50));
    await scheduledReconcile(good, stats);
    onBoth(30, 'unreadable-secret-new');
    const logs = captureLogs();
    const held = await scheduledReconcile(broken, stats);
    await publishMetrics();
    await logs.settled();
    expect(held).toMatchObject({
      count: 1000,
      newcomers: 0,
      announced: [],
      witness: { kind: 'unavailable' },
      newcomerChecks: { checked: 0, heldBack: 30 },
    });
    expect(await events()).toEqual([]);
    expect(await known()).toBe(1000);
    const unavailable = logs
      .lines()
      .filter((line) => '_aws' in line)
      .reduce((sum, line) => sum + Number(line.WitnessUnavailable ?? 0), 0);
    expect(unavailable).toBe(1);
    // The URL is never logged, only our own message.
    expect(JSON.stringify(logs.lines())).not.toContain('s3cr3t');
    witness.setSlot(Math.max(witness.slot(), first.slot() + 50));
    expect(await scheduledReconcile(good, stats)).toMatchObject({ count: 1030, newcomers: 30 });
    expect(await events()).toHaveLength(30);
  });
});
