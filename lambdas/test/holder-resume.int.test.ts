import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import { startFirestoreEmulator } from '../../scripts/local/firestore-emulator.js';
import { wrapGrpcHandler } from '../../scripts/local/grpc-handlers.js';
import { listKnownHolders } from '../holders/holder-store.js';
import { reconcileHolders } from '../holders/reconcile.js';
import { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { chainDb, storedDocs } from './firestore-admin.js';

// This file's own emulator: from a chosen commit on, every commit fails, as when the function is
// killed at its timeout (what was committed stays, nothing after it happens).
const PERMISSION_DENIED = 7;
let commitsLeft = Number.POSITIVE_INFINITY;
let emulator: Awaited<ReturnType<typeof startFirestoreEmulator>>;
let rpc: FakeSolanaRpc;
const MINT = fakePublicKey('resume-test-mint');
// Small chunks and checkpoints, so a few hundred holders make many of each.
const layout = { chunkFill: 40, chunkMax: 80, chunksPerCheckpoint: 2 };

beforeAll(async () => {
  emulator = await startFirestoreEmulator({
    configureServer: (server) =>
      wrapGrpcHandler(server, 'Commit', (original) => (call, callback) => {
        if (commitsLeft <= 0) return callback?.({ code: PERMISSION_DENIED, details: 'the run was killed' });
        commitsLeft -= 1;
        original(call, callback);
      }),
  });
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  process.env.FIRESTORE_REST_EMULATOR_HOST = emulator.restHost;
  rpc = await startFakeSolanaRpc();
});
afterAll(async () => {
  await rpc.stop();
  await emulator.stop();
});

const run = (extra: { budgetMs?: number; now?: Date; rpcMethod?: 'plain' } = {}) =>
  reconcileHolders({
    db: chainDb(),
    rpc: new SolanaRpcClient({ url: rpc.url }),
    mint: MINT,
    layout,
    ...extra,
  });

describe('a reconciliation cut short', () => {
  it('is completed by the next run, which announces each newcomer once', async () => {
    rpc.addGeneratedHolders({ mint: MINT, count: 1200, seed: 'resume-test-old' });
    expect(await run()).toMatchObject({ imported: true, count: 1200, announced: [] });
    rpc.addGeneratedHolders({ mint: MINT, count: 300, seed: 'resume-test-new' });

    commitsLeft = 6;
    await expect(run()).rejects.toThrow(/the run was killed/);
    const afterKill = (await storedDocs('newHolders')).map((e) => e.wallet as string);
    expect(afterKill.length).toBeGreaterThan(0);
    expect(afterKill.length).toBeLessThan(300);
    expect((await chainDb().collection('holderFeed').doc(MINT).get()).get('count')).toBe(1500);

    commitsLeft = Number.POSITIVE_INFINITY;
    // As the next scheduled run would be: later than any Lambda run could last (the killed run's
    // chunks are then known to be orphans, not a live run's).
    const resumed = await run({ now: new Date(Date.now() + 16 * 60_000) });
    expect(resumed).toMatchObject({ complete: true, count: 1500 });
    const events = (await storedDocs('newHolders')).map((e) => e.wallet as string);
    expect(events).toHaveLength(300);
    expect(new Set(events).size).toBe(300);
    expect(resumed.announced.length).toBe(300 - afterKill.length);
    expect(resumed.announced.filter((wallet) => afterKill.includes(wallet))).toEqual([]);
    expect(await listKnownHolders(chainDb(), MINT)).toHaveLength(1500);
    // Nothing left behind by the killed run: every chunk document is in the manifest.
    const chunks = await chainDb().collection('holderFeed').doc(MINT).collection('snapshot').get();
    const manifest = chunks.docs.find((d) => d.id === 'manifest');
    expect(chunks.docs.length - 1).toBe((manifest?.get('ids') as string[] | undefined)?.length);

    const again = await run({ now: new Date(Date.now() + 17 * 60_000) });
    expect(again).toMatchObject({ announced: [], newcomers: 0, count: 1500 });
    expect(again.firestore.writes).toBe(1);
  });

  it('stops at a checkpoint when its time is up, and the next run goes on', async () => {
    rpc.addGeneratedHolders({ mint: MINT, count: 200, seed: 'resume-test-budget' });
    // Read whole (the plain method), so that the time runs out in the writes: a paged scan stops
    // between pages first (holder-paging.int.test.ts).
    const first = await run({ budgetMs: 0, rpcMethod: 'plain' });
    expect(first.complete).toBe(false);
    expect(first.announced.length).toBeGreaterThan(0);
    expect(first.announced.length).toBeLessThan(200);
    const second = await run();
    expect(second.complete).toBe(true);
    expect(first.announced.length + second.announced.length).toBe(200);
    expect(await storedDocs('newHolders')).toHaveLength(500);
  });
});
