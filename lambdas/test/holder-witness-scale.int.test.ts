import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import { readAllKnownKeys } from '../holders/known-store.js';
import { ImplausibleAnswerError, type ReconcileOptions, reconcileHolders } from '../holders/reconcile.js';
import { SolanaRpcClient } from '../platform/solana/rpc-client.js';
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
  for (const chain of [first, witness]) chain.clearGeneratedHolders();
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
      newcomerChecks: { checked: 60, unconfirmed: 40, leftOut: 0 },
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

  it('believes a real airdrop both providers see: confirmed by the witness, its newcomers asked and announced within the cap', async () => {
    onBoth(5000, 'before');
    await run();
    onBoth(5000, 'airdrop');
    const result = await run();
    expect(result).toMatchObject({
      count: 10_000,
      newcomers: 5000,
      witness: { kind: 'agreed', count: 10_000, beyondBounds: false },
      newcomerChecks: { checked: 100, unconfirmed: 0, leftOut: 0 },
    });
    expect(result.announced).toHaveLength(100);
    expect(await events()).toHaveLength(100);
    expect(await known()).toBe(10_000);
  });
});

describe('the witness at 200,000 holders', () => {
  it('believes a real airdrop of 250,000 both providers see, beyond the bounds, and announces within the cap', async () => {
    onBoth(200_000, 'large-before');
    expect(await run({ pageSize: 5000 })).toMatchObject({ imported: true, count: 200_000 });
    onBoth(250_000, 'large-airdrop');
    const result = await run({ pageSize: 5000 });
    expect(result).toMatchObject({
      complete: true,
      count: 450_000,
      newcomers: 250_000,
      witness: { kind: 'agreed', count: 450_000, beyondBounds: true },
      newcomerChecks: { checked: 100, unconfirmed: 0, leftOut: 0 },
    });
    expect(result.announced).toHaveLength(100);
    expect(await feed()).toMatchObject({ count: 450_000 });
    expect(await known()).toBe(450_000);
    expect(await events()).toHaveLength(100);
  }, 240_000);
});
