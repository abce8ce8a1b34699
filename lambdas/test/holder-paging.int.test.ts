import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
  tokenAccountAddress,
} from '../../scripts/local/fake-solana-rpc.js';
import { listKnownHolders } from '../holders/holder-store.js';
import { ImplausibleAnswerError, type ReconcileOptions, reconcileHolders } from '../holders/reconcile.js';
import { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { chainDb } from './firestore-admin.js';

// Paged reads (getProgramAccountsV2), incremental runs between full scans, and the bounds on what an
// answer may add, against the local chain speaking Helius's wire format.
const PROJECT_ID = 'demo-holder-paging';
process.env.FIREBASE_PROJECT_ID = PROJECT_ID;
const HOUR = 3600_000;

let rpc: FakeSolanaRpc;
let mintSerial = 0;
let MINT = '';
const wallet = (name: string) => fakePublicKey(`paging-test-wallet-${name}`);

beforeAll(async () => {
  rpc = await startFakeSolanaRpc();
});
afterAll(() => rpc.stop());
beforeEach(() => {
  // A mint of its own per test: nothing stored by another test is seen.
  MINT = fakePublicKey(`paging-test-mint-${mintSerial++}`);
  rpc.clearGeneratedHolders();
  for (const account of rpc.tokenAccounts()) rpc.removeTokenAccount(account.address);
  rpc.setPaging({ enabled: true, shortPages: false, failAfterPages: null });
  rpc.setOutage('none');
});

const run = (extra: Partial<ReconcileOptions> = {}) =>
  reconcileHolders({
    db: chainDb(),
    rpc: new SolanaRpcClient({ url: rpc.url, timeoutMs: 60_000 }),
    mint: MINT,
    pageSize: 100,
    ...extra,
  });

/** The getProgramAccountsV2 calls made from `from` on, with their config. */
const pageCalls = (from: number) =>
  rpc.calls
    .slice(from)
    .filter((c) => c.method === 'getProgramAccountsV2')
    .map((c) => (c.params as [string, Record<string, unknown>])[1]);

const events = async () =>
  (await chainDb().collection('newHolders').where('mint', '==', MINT).get()).docs.map(
    (d) => d.get('wallet') as string,
  );
const feed = async () => (await chainDb().collection('holderFeed').doc(MINT).get()).data() ?? {};

describe('paged reads (getProgramAccountsV2)', () => {
  it('follows the page key until null across short and empty pages, and counts what the plain method counts', async () => {
    rpc.addGeneratedHolders({ mint: MINT, count: 950, seed: `short-${MINT}` });
    rpc.setHolding(MINT, wallet('x'), 5n, 'token-2022');
    rpc.setPaging({ shortPages: true });
    const from = rpc.calls.length;
    const paged = await run();
    expect(paged).toMatchObject({ kind: 'full', count: 951, complete: true, rpc: { method: 'v2' } });
    const pages = pageCalls(from);
    // Pages of 50 and every third one empty: at least 950 / 50 pages under SPL Token.
    expect(pages.length).toBeGreaterThan(950 / 50);
    expect(pages.every((p) => p.limit === 100)).toBe(true);
    expect(pages.slice(1).filter((p) => p.paginationKey).length).toBeGreaterThan(19);
    // The same holders with the plain method.
    const plain = await run({ rpcMethod: 'plain', importOnly: true });
    // Two getProgramAccounts, and the supply read before and after them (ADR 35).
    expect(plain).toMatchObject({ count: 951, rpc: { method: 'plain', calls: 4, credits: 22 } });
    expect(paged.rpc.credits).toBe(paged.rpc.calls);
  });

  it('a run cut short mid-paging is resumed by the next, which does not read its pages again', async () => {
    rpc.addGeneratedHolders({ mint: MINT, count: 1200, seed: `resume-${MINT}` });
    rpc.setPaging({ failAfterPages: 5 });
    const layout = { chunkFill: 4096, chunkMax: 8192, chunksPerCheckpoint: 32, scanCheckpointAccounts: 100 };
    await expect(run({ layout })).rejects.toThrow(/Node is unhealthy/);
    expect(await feed()).toEqual({});
    rpc.setPaging({ failAfterPages: null });
    const from = rpc.calls.length;
    const resumed = await run({ layout });
    expect(resumed).toMatchObject({ count: 1200, imported: true, complete: true });
    const pages = pageCalls(from);
    // It went on from the sixth page: 7 pages left of SPL Token's 12, and one of Token-2022.
    expect(pages[0]?.paginationKey).toEqual(expect.any(String));
    expect(pages).toHaveLength(7 + 1);
    expect(resumed.rpc.accounts).toBe(700);
    // The checkpoint is gone once used.
    expect((await chainDb().collection('holderFeed').doc(MINT).collection('scan').get()).size).toBe(0);
  });

  it('a run whose time is up stops between pages and the next goes on from there', async () => {
    rpc.addGeneratedHolders({ mint: MINT, count: 500, seed: `budget-${MINT}` });
    const first = await run({ budgetMs: 0 });
    expect(first).toMatchObject({ complete: false, rpc: { accounts: 100 } });
    const second = await run();
    expect(second).toMatchObject({ complete: true, count: 500, rpc: { accounts: 400 } });
  });
});

describe('incremental runs between full scans', () => {
  const later = (hours: number) => new Date(Date.now() + hours * HOUR);
  const incremental = (extra: Partial<ReconcileOptions> = {}) =>
    run({ fullScanIntervalMs: 2 * HOUR, ...extra });

  it('reads only the accounts changed since the last run and announces the newcomers; the count stays the full scan’s', async () => {
    rpc.addGeneratedHolders({ mint: MINT, count: 500, seed: `inc-${MINT}` });
    const imported = await incremental();
    expect(imported).toMatchObject({ kind: 'full', imported: true, count: 500 });
    const measuredAt = (await feed()).measuredAt;
    rpc.setHolding(MINT, wallet('n1'), 5n);
    rpc.setHolding(MINT, wallet('n2'), 5n, 'token-2022');
    const next = await incremental();
    expect(next).toMatchObject({ kind: 'incremental', count: 500, newcomers: 2 });
    expect(next.announced.sort()).toEqual([wallet('n1'), wallet('n2')].sort());
    expect(next.rpc.accounts).toBe(2);
    expect((await feed()).measuredAt).toEqual(measuredAt);
    expect(await events()).toHaveLength(2);
    const quiet = await incremental();
    expect(quiet).toMatchObject({ kind: 'incremental', announced: [], newcomers: 0, rpc: { accounts: 0 } });
    // The next full scan counts them.
    expect(await incremental({ now: later(3) })).toMatchObject({ kind: 'full', count: 502, announced: [] });
  });

  it('a closed account is found by the next full scan, which corrects the count', async () => {
    rpc.setHolding(MINT, wallet('a'), 5n);
    rpc.setHolding(MINT, wallet('b'), 5n);
    rpc.setHolding(MINT, wallet('c'), 5n);
    await incremental();
    rpc.removeTokenAccount(tokenAccountAddress(MINT, wallet('b')));
    expect(await incremental()).toMatchObject({ kind: 'incremental', count: 3, rpc: { accounts: 0 } });
    expect((await feed()).count).toBe(3);
    expect(await incremental({ now: later(3) })).toMatchObject({ kind: 'full', count: 2 });
    expect((await feed()).count).toBe(2);
  });

  it('asks for changes from the slot read before the last run’s pages: a change in that very slot is listed, and counted once', async () => {
    rpc.setHolding(MINT, wallet('a'), 5n);
    await incremental();
    const synced = (await feed()).syncedSlot as number;
    expect(synced).toBeGreaterThan(0);
    // Changed in the very slot the last run read from ("at or after" that slot): listed.
    rpc.setTokenAccount({
      address: tokenAccountAddress(MINT, wallet('edge')),
      mint: MINT,
      owner: wallet('edge'),
      amount: 7n,
      changedSlot: synced,
    });
    // The known holder's account changed in the same slot: listed too, and not new.
    rpc.setTokenAccount({
      address: tokenAccountAddress(MINT, wallet('a')),
      mint: MINT,
      owner: wallet('a'),
      amount: 9n,
      changedSlot: synced,
    });
    const from = rpc.calls.length;
    const next = await incremental();
    expect(pageCalls(from).map((p) => p.changedSinceSlot)).toEqual([synced, synced]);
    expect(next).toMatchObject({ kind: 'incremental', announced: [wallet('edge')], newcomers: 1 });
    expect(next.rpc.accounts).toBe(2);
    const after = rpc.calls.length;
    const again = await incremental();
    const since = pageCalls(after).map((p) => p.changedSinceSlot as number);
    expect(since[0]).toBeGreaterThan(synced);
    expect(again).toMatchObject({ announced: [], newcomers: 0 });
    expect(await events()).toEqual([wallet('edge')]);
  });
});

describe('answers that cannot inflate', () => {
  it.each([
    ['a full scan', 0],
    ['an incremental run', 2 * HOUR],
  ])(
    '%s listing a rise beyond the bound is refused: nothing written, nobody announced',
    async (_what, interval) => {
      rpc.addGeneratedHolders({ mint: MINT, count: 1000, seed: `honest-${MINT}` });
      await run({ fullScanIntervalMs: interval });
      const before = { feed: await feed(), known: await listKnownHolders(chainDb(), MINT) };
      rpc.addGeneratedHolders({ mint: MINT, count: 3000, seed: `lies-${MINT}` });
      const bound = { absolute: 1000, share: 0.5 };
      const refused = await run({ fullScanIntervalMs: interval, maxRise: bound }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ImplausibleAnswerError);
      expect(refused).toMatchObject({ count: interval ? 3000 : 4000, previousCount: 1000 });
      expect(await feed()).toEqual(before.feed);
      expect(await listKnownHolders(chainDb(), MINT)).toEqual(before.known);
      expect(await events()).toEqual([]);
    },
  );

  it('more token accounts than the function’s memory holds are refused', async () => {
    rpc.addGeneratedHolders({ mint: MINT, count: 300, seed: `cap-${MINT}` });
    await expect(run({ maxAccounts: 299 })).rejects.toBeInstanceOf(ImplausibleAnswerError);
    expect(await feed()).toEqual({});
  });

  it('announces at most the cap per run; the rest become known without a banner', async () => {
    rpc.addGeneratedHolders({ mint: MINT, count: 100, seed: `capped-${MINT}` });
    await run();
    rpc.addGeneratedHolders({ mint: MINT, count: 50, seed: `capped-new-${MINT}` });
    const capped = await run({ maxAnnounced: 10 });
    expect(capped).toMatchObject({ count: 150, newcomers: 50 });
    expect(capped.announced).toHaveLength(10);
    expect(await events()).toHaveLength(10);
    expect(await listKnownHolders(chainDb(), MINT)).toHaveLength(150);
    expect(await run({ maxAnnounced: 10 })).toMatchObject({ announced: [], newcomers: 0 });
  });

  it('200,000 holders arriving between two runs: the run finishes within the cap, the next announces nobody', async () => {
    rpc.addGeneratedHolders({ mint: MINT, count: 20_000, seed: `airdrop-old-${MINT}` });
    await run({ pageSize: 5000 });
    rpc.addGeneratedHolders({ mint: MINT, count: 200_000, seed: `airdrop-new-${MINT}` });
    const arrived = await run({ pageSize: 5000, maxAnnounced: 100 });
    expect(arrived).toMatchObject({ complete: true, count: 220_000, newcomers: 200_000 });
    expect(arrived.announced).toHaveLength(100);
    expect(await run({ pageSize: 5000, maxAnnounced: 100 })).toMatchObject({
      announced: [],
      newcomers: 0,
      count: 220_000,
    });
    expect(await events()).toHaveLength(100);
  }, 180_000);
});

// Last in the file: the instance remembers that its node has no paged method.
describe('a node without getProgramAccountsV2', () => {
  it('is detected once and read with the plain method from then on', async () => {
    rpc.setHolding(MINT, wallet('a'), 5n);
    rpc.setPaging({ enabled: false });
    const from = rpc.calls.length;
    expect(await run()).toMatchObject({ count: 1, rpc: { method: 'plain' } });
    expect(rpc.calls.slice(from).filter((c) => c.method === 'getProgramAccountsV2')).toHaveLength(1);
    const again = rpc.calls.length;
    rpc.setHolding(MINT, wallet('b'), 5n);
    expect(await run({ fullScanIntervalMs: 2 * HOUR })).toMatchObject({ count: 2, kind: 'full' });
    expect(rpc.calls.slice(again).map((c) => c.method)).toEqual([
      'getTokenSupply',
      'getProgramAccounts',
      'getProgramAccounts',
      'getTokenSupply',
    ]);
  });
});
