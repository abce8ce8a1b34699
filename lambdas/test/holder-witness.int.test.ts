import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import { listKnownHolders } from '../holders/holder-store.js';
import { ImplausibleAnswerError, type ReconcileOptions, reconcileHolders } from '../holders/reconcile.js';
import { publishMetrics } from '../platform/observability/metrics.js';
import { FutureSlotError } from '../platform/solana/checked-slot.js';
import { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { captureLogs } from './captured-logs.js';
import { chainDb } from './firestore-admin.js';
import { startRateLimitedRpc } from './rate-limited-rpc.js';

// ADR 35: a second provider, another vendor's, confirms or refuses what the bounds would refuse. Two
// local chains: the first provider (which may lie) and the witness (the chain as it is).
const PROJECT_ID = 'demo-holder-witness';
process.env.FIREBASE_PROJECT_ID = PROJECT_ID;
const HOUR = 3600_000;
// Small bounds, so that a thousand holders more is beyond them.
const BOUND = { absolute: 1000, share: 0.5 };

let first: FakeSolanaRpc;
let witness: FakeSolanaRpc;
let mintSerial = 0;
let MINT = '';

beforeAll(async () => {
  [first, witness] = await Promise.all([startFakeSolanaRpc(), startFakeSolanaRpc()]);
});
afterAll(() => Promise.all([first.stop(), witness.stop()]));
beforeEach(() => {
  // A mint of its own per test: nothing stored by another test is seen.
  MINT = fakePublicKey(`witness-test-mint-${mintSerial++}`);
  for (const chain of [first, witness]) {
    chain.clearGeneratedHolders();
    chain.setOutage('none');
  }
});

/** The same holders on both chains: what every provider would answer. */
const onBoth = (count: number, seed: string) => {
  for (const chain of [first, witness])
    chain.addGeneratedHolders({ mint: MINT, count, seed: `${seed}-${MINT}` });
};

const client = (chain: FakeSolanaRpc) => new SolanaRpcClient({ url: chain.url, timeoutMs: 60_000 });
/**
 * A run as without a second provider: the bounds alone judge. The witness is kept a few slots ahead of
 * the first provider (each fake node moves a slot a call), as a healthy one is: the newcomers are asked
 * at the first provider's slot or later (`minContextSlot`).
 */
const runAlone = (extra: Partial<ReconcileOptions> = {}) => {
  // Not when a test moved the first provider to the future: the witness stays where it is.
  if (first.slot() < witness.slot() + 10_000) witness.setSlot(Math.max(witness.slot(), first.slot() + 50));
  return reconcileHolders({
    db: chainDb(),
    rpc: client(first),
    mint: MINT,
    pageSize: 1000,
    maxRise: BOUND,
    maxAnnounced: 100,
    ...extra,
  });
};
const run = (extra: Partial<ReconcileOptions> = {}) =>
  runAlone({ witness: { rpc: client(witness) }, ...extra });

const events = async () =>
  (await chainDb().collection('newHolders').where('mint', '==', MINT).get()).docs.map(
    (d) => d.get('wallet') as string,
  );
const feed = async () => (await chainDb().collection('holderFeed').doc(MINT).get()).data() ?? {};

describe('a second provider as witness', () => {
  it('refuses a provider that answers ten times the holders when the witness disagrees', async () => {
    onBoth(1000, 'honest');
    await run();
    const before = { feed: await feed(), known: await listKnownHolders(chainDb(), MINT) };
    // The stand-in provider lies: ten times the real owners.
    first.addGeneratedHolders({ mint: MINT, count: 9000, seed: `lies-${MINT}` });
    const refused = await run().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ImplausibleAnswerError);
    expect(refused).toMatchObject({
      count: 10_000,
      previousCount: 1000,
      witness: { kind: 'disagreed', count: 1000 },
    });
    expect(String((refused as Error).message)).toMatch(/the second provider counted 1000$/);
    expect(await feed()).toEqual(before.feed);
    expect(await listKnownHolders(chainDb(), MINT)).toEqual(before.known);
    expect(await events()).toEqual([]);
  });

  it.each([
    ['a full scan', 0],
    ['an incremental run, which becomes a full scan', 2 * HOUR],
  ])(
    'accepts a real airdrop beyond the bound that the witness confirms, in %s, asking every newcomer at once and announcing a hundred',
    async (_what, interval) => {
      onBoth(1000, 'before');
      await run({ fullScanIntervalMs: interval });
      onBoth(5000, 'airdrop');
      // Without a witness the bound refuses it, as before.
      await expect(runAlone({ fullScanIntervalMs: interval })).rejects.toBeInstanceOf(ImplausibleAnswerError);
      const accepted = await run({ fullScanIntervalMs: interval });
      // The witness confirms the count, and each newcomer by its token account (50 calls of a hundred);
      // a hundred get a banner.
      expect(accepted).toMatchObject({
        kind: 'full',
        count: 6000,
        newcomers: 5000,
        witness: { kind: 'agreed', count: 6000 },
        newcomerChecks: { checked: 5000, unconfirmed: 0, heldBack: 0, calls: 50 },
      });
      expect(accepted.announced).toHaveLength(100);
      expect(await events()).toHaveLength(100);
      expect(await listKnownHolders(chainDb(), MINT)).toHaveLength(6000);
      expect(await feed()).toMatchObject({ count: 6000 });
    },
  );

  it('counts within the tolerance as agreeing: holders come and go between the two reads', async () => {
    onBoth(1000, 'tolerant');
    await run();
    // 15 fewer at the witness: within 1 % of 3000 (30).
    first.addGeneratedHolders({ mint: MINT, count: 2000, seed: `tolerant-airdrop-${MINT}` });
    witness.addGeneratedHolders({ mint: MINT, count: 1985, seed: `tolerant-airdrop-${MINT}` });
    const believed = await run();
    expect(believed).toMatchObject({ witness: { kind: 'agreed', count: 2985, beyondBounds: true } });
    // Every newcomer is asked: the 15 the witness does not have are refuted and not counted.
    expect(believed.newcomerChecks).toMatchObject({ checked: 2000, unconfirmed: 15, heldBack: 0 });
    expect(believed.count).toBe(2985);
    // 40 fewer: beyond it.
    first.addGeneratedHolders({ mint: MINT, count: 2000, seed: `tolerant-second-${MINT}` });
    witness.addGeneratedHolders({ mint: MINT, count: 1955, seed: `tolerant-second-${MINT}` });
    await expect(run({ maxRise: { absolute: 100, share: 0.1 } })).rejects.toMatchObject({
      witness: { kind: 'disagreed', count: 4940 },
    });
  });

  it('with the witness down, refuses as before and says so', async () => {
    onBoth(1000, 'down');
    await run();
    const before = await feed();
    onBoth(5000, 'down-airdrop');
    witness.setOutage('rpc-error');
    const refused = await run().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ImplausibleAnswerError);
    expect(refused).toMatchObject({ count: 6000, previousCount: 1000, witness: { kind: 'unavailable' } });
    expect(await feed()).toEqual(before);
    expect(await events()).toEqual([]);
  });

  it('asks the witness at every full scan, and about every newcomer of an incremental run, not its count', async () => {
    onBoth(1000, 'quiet');
    const from = witness.calls.length;
    const made = (method: string) => witness.calls.slice(from).filter((c) => c.method === method).length;
    const counted = () => made('getProgramAccounts');
    const asked = () => made('getMultipleAccounts');
    await run({ fullScanIntervalMs: 2 * HOUR });
    expect(counted()).toBe(2);
    onBoth(10, 'quiet-new');
    const incremental = await run({ fullScanIntervalMs: 2 * HOUR });
    expect(incremental).toMatchObject({ kind: 'incremental', count: 1000, newcomers: 10 });
    expect(incremental.announced).toHaveLength(10);
    // Ten newcomers, one call: they are asked by their token accounts, a hundred a call.
    expect([counted(), asked()]).toEqual([2, 1]);
    // A full scan within the bounds is counted by the witness too.
    expect(await run()).toMatchObject({
      kind: 'full',
      count: 1010,
      witness: { kind: 'agreed', count: 1010 },
    });
    expect(counted()).toBe(4);
  });
});

describe("the witness's silence believes nothing (ADR 35's amendment)", () => {
  let limited: Awaited<ReturnType<typeof startRateLimitedRpc>>;
  beforeAll(async () => {
    limited = await startRateLimitedRpc(witness.url);
  });
  afterAll(() => limited.stop());
  beforeEach(() => limited.limit(undefined));
  const viaLimited = (extra: Partial<ReconcileOptions> = {}) =>
    runAlone({ witness: { rpc: new SolanaRpcClient({ url: limited.url }) }, ...extra });
  const incremental = { fullScanIntervalMs: 2 * HOUR };

  it('holds back every newcomer a witness answering 429 left unasked, and asks them at the next run', async () => {
    onBoth(1000, 'rate-limited');
    await viaLimited(incremental);
    // The first provider invents 500 newcomers (five calls of a hundred); the witness answers 429 from
    // its second call on.
    first.addGeneratedHolders({ mint: MINT, count: 500, seed: `rate-limited-lies-${MINT}` });
    limited.limit({ method: 'getMultipleAccounts', from: 2, retryAfterS: 0 });
    const refused = await viaLimited(incremental);
    expect(refused).toMatchObject({
      kind: 'incremental',
      newcomers: 0,
      newcomerChecks: { checked: 100, unconfirmed: 100, heldBack: 400 },
    });
    expect(refused.newcomerChecks?.unavailable).toMatch(/429/);
    // Nobody unasked believed: not announced, not known, not counted.
    expect(refused.announced).toEqual([]);
    expect(await events()).toEqual([]);
    expect(await listKnownHolders(chainDb(), MINT)).toHaveLength(1000);
    // The witness answers again: the next run asks the held-back newcomers, and believes none of them.
    limited.limit(undefined);
    const next = await viaLimited(incremental);
    expect(next).toMatchObject({
      newcomers: 0,
      newcomerChecks: { checked: 400, unconfirmed: 400, heldBack: 0 },
    });
    expect(await events()).toEqual([]);
    expect(await listKnownHolders(chainDb(), MINT)).toHaveLength(1000);
  });

  it("waits out a 429's Retry-After and asks the rest, one at a time", async () => {
    onBoth(1000, 'retry-after');
    await viaLimited(incremental);
    onBoth(350, 'retry-after-real');
    limited.limit({ method: 'getMultipleAccounts', from: 2, times: 1, retryAfterS: 1 });
    const believed = await viaLimited(incremental);
    expect(limited.refused()).toBe(1);
    expect(believed).toMatchObject({
      newcomers: 350,
      newcomerChecks: { checked: 350, unconfirmed: 0, heldBack: 0, rateLimited: 1 },
    });
    expect(believed.newcomerChecks?.unavailable).toBeUndefined();
    // A hundred banners a run (HOLDER_MAX_ANNOUNCED_PER_RUN); every one of them believed.
    expect(await events()).toHaveLength(100);
  });

  it("asks a full scan's newcomers when the witness's count cannot be read", async () => {
    onBoth(1000, 'count-unread');
    await run();
    // Within the bounds, and so believed by them; the witness refuses the whole-mint read.
    first.addGeneratedHolders({ mint: MINT, count: 200, seed: `count-unread-lies-${MINT}` });
    limited.limit({ method: 'getProgramAccounts', from: 1 });
    const result = await viaLimited();
    expect(result.witness).toMatchObject({ kind: 'unavailable' });
    expect(result).toMatchObject({
      count: 1000,
      newcomers: 0,
      newcomerChecks: { checked: 200, unconfirmed: 200, heldBack: 0 },
    });
    expect(await events()).toEqual([]);
    expect(await listKnownHolders(chainDb(), MINT)).toHaveLength(1000);
  });
});

describe("the reconciler's slot, checked (ADR 35's amendment)", () => {
  const FUTURE = 2 ** 53 - 1;

  it('refuses a scan whose slot is from the future, storing nothing, and believes the next real one', async () => {
    onBoth(1000, 'slot');
    await run({ fullScanIntervalMs: 2 * HOUR });
    const before = await feed();
    const real = first.slot();
    // The fake node moves one slot a call: its next getSlot answers 2^53 − 1.
    first.setSlot(FUTURE - 1);
    const refused = await run().catch((error: unknown) => error);
    first.setSlot(real);
    expect(refused).toBeInstanceOf(FutureSlotError);
    expect(refused).toMatchObject({ slot: FUTURE, by: 'witness' });
    expect((refused as FutureSlotError).reference).toBeLessThan(real + 1000);
    expect(await feed()).toEqual(before);
    // The next answer is real: its scan is believed, and the incremental run after it lists the changes.
    expect(await run()).toMatchObject({ kind: 'full', count: 1000 });
    expect((await feed()).syncedSlot).toBeLessThan(real + 1000);
    onBoth(10, 'slot-new');
    const incremental = await run({ fullScanIntervalMs: 2 * HOUR });
    expect(incremental).toMatchObject({ kind: 'incremental', newcomers: 10 });
    expect(incremental.announced).toHaveLength(10);
  });

  it('replaces a stored slot from the future with a full scan, rather than listing nothing run after run', async () => {
    onBoth(1000, 'stored-slot');
    await run({ fullScanIntervalMs: 2 * HOUR });
    await chainDb().collection('holderFeed').doc(MINT).set({ syncedSlot: FUTURE }, { merge: true });
    onBoth(10, 'stored-slot-new');
    const result = await run({ fullScanIntervalMs: 2 * HOUR });
    expect(result).toMatchObject({ kind: 'full', count: 1010, newcomers: 10 });
    expect((await feed()).syncedSlot).toBeLessThan(FUTURE);
  });
});

describe('the scheduled run with a witness', () => {
  it('logs a warning when the witness cannot be read, and the refusal as before', async () => {
    const env = {
      FIREBASE_PROJECT_ID: PROJECT_ID,
      TOKEN_MINT: MINT,
      SOLANA_RPC_URL: first.url,
      SOLANA_WITNESS_RPC_URL: witness.url,
      LOCAL_STACK: '1',
      HOLDER_FULL_SCAN_MINUTES: '0',
      HOLDER_MAX_RISE: String(BOUND.absolute),
      HOLDER_MAX_RISE_SHARE: String(BOUND.share),
    } as const;
    // The database is opened from the process's environment, as in a deployed instance.
    Object.assign(process.env, { ADMIN_UID: 'witness-admin', ...env });
    const { scheduledReconcile } = await import('../holders/scheduled-reconcile.js');
    const { parseHolderFeedConfig } = await import('../holders/holder-config.js');
    const { parseHolderStatsConfig } = await import('../holders/stats/stats-config.js');
    const feedConfig = parseHolderFeedConfig(env);
    const stats = parseHolderStatsConfig(env);
    onBoth(1000, 'scheduled');
    await scheduledReconcile(feedConfig, stats);
    onBoth(5000, 'scheduled-airdrop');
    witness.setOutage('rpc-error');
    const logs = captureLogs();
    await expect(scheduledReconcile(feedConfig, stats)).rejects.toBeInstanceOf(ImplausibleAnswerError);
    await logs.settled();
    expect(logs.lines('warn').map((l) => l.message)).toContain(
      'The second RPC provider could not be read; the bounds alone judged the answer',
    );
    expect(logs.lines('error')).toContainEqual(
      expect.objectContaining({
        kind: 'implausible-answer',
        witness: expect.objectContaining({ kind: 'unavailable' }),
      }),
    );
    witness.setOutage('none');
    const believed = await scheduledReconcile(feedConfig, stats);
    // The count the witness confirmed, and every newcomer asked in the same run.
    expect(believed).toMatchObject({ count: 6000, witness: { kind: 'agreed', count: 6000 } });
    await publishMetrics();
    await logs.settled();
    expect(logs.lines('warn').map((l) => l.message)).toContain(
      'A count beyond the bounds believed: the second RPC provider agreed',
    );
    expect(logs.lines('info').map((l) => l.message)).not.toContain(
      'Newcomers held back for the next runs to ask the second RPC provider',
    );
    expect(
      logs
        .lines()
        .filter((line) => '_aws' in line)
        .map((line) => line.HeldBackNewcomers),
    ).toContain(0);
    // The run that could not read the witness is counted, for the alarm on a run of them.
    expect(
      logs
        .lines()
        .filter((line) => '_aws' in line)
        .map((line) => line.WitnessUnavailable),
    ).toContain(1);
  });
});
