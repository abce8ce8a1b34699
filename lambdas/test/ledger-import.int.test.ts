import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import { localStablecoinMint, seedDonationLedger } from '../../scripts/local/ledger-seed.js';
import { testNow } from '../../scripts/testing/instants.js';
import { SOL } from '../ledger/extract.js';
import { importLedger } from '../ledger/import-ledger.js';
import { readState, transactionsOf } from '../ledger/ledger-store.js';
import { readLedgerPage } from '../ledger/public-ledger.js';
import { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { factsDb } from './firestore-admin.js';

let rpc: FakeSolanaRpc;
const TOKEN = fakePublicKey('ledger-test-token');

beforeAll(async () => {
  rpc = await startFakeSolanaRpc();
});
afterAll(() => rpc.stop());

const run = (wallet: string, extra: { budgetMs?: number; chunkSize?: number; pageSize?: number } = {}) =>
  importLedger({
    db: factsDb(),
    rpc: new SolanaRpcClient({ url: rpc.url }),
    wallet,
    listed: new Set([TOKEN, localStablecoinMint()]),
    budgetMs: 60_000,
    callsPerSecond: 1000,
    ...extra,
  });

async function stored(wallet: string) {
  const snapshot = await transactionsOf(factsDb(), wallet).get();
  return new Map(snapshot.docs.map((d) => [d.id, d.data()]));
}

/** Sums of the month documents per asset: in, out and fees. */
async function totals(wallet: string) {
  const months = await factsDb().collection('donationLedger').doc(wallet).collection('months').get();
  const sum: Record<string, { in: number; out: number; fees: number }> = {};
  // Stored as decimal strings of raw units (ADR 30); these fit a number.
  const raw = (value: unknown) => {
    expect(value === undefined || (typeof value === 'string' && /^\d+$/.test(value))).toBe(true);
    return Number(value ?? 0);
  };
  for (const doc of months.docs) {
    const data = doc.data();
    for (const field of Object.keys(data).filter((f) => f.startsWith('decimals_'))) {
      const asset = field.slice('decimals_'.length);
      const s = sum[asset] ?? { in: 0, out: 0, fees: 0 };
      s.in += raw(data[`in_${asset}`]);
      s.out += raw(data[`out_${asset}`]);
      s.fees += raw(data[`fees_${asset}`]);
      sum[asset] = s;
    }
  }
  return sum;
}

describe('the donation ledger read from the chain', () => {
  const wallet = fakePublicKey('ledger-test-wallet');
  let seeded: ReturnType<typeof seedDonationLedger>;
  let balanceBefore: number;

  beforeAll(async () => {
    rpc.setBalance(wallet, 12_500_000_000);
    balanceBefore = (await new SolanaRpcClient({ url: rpc.url }).call('getBalance', [wallet])).value;
    seeded = seedDonationLedger(rpc, wallet, TOKEN, { prefix: 'ledger-test', now: testNow() });
  });

  it('stores each transaction once, listing transfers and leaving out failed, fee-only and wrap-unwrap ones', async () => {
    const report = await run(wallet);
    expect(report).toMatchObject({ complete: true, addresses: 3 });
    const docs = await stored(wallet);
    const s = seeded.signatures;
    // Every transaction of the wallet and of its token accounts, each once.
    expect([...docs.keys()].sort()).toEqual(Object.values(s).sort());
    expect(docs.get(s.solInAlice as string)).toMatchObject({
      kind: 'transfer',
      fee: 0,
      movements: [{ asset: SOL, amount: '2000000000', counterparty: fakePublicKey('ledger-test-alice') }],
    });
    expect(docs.get(s.solOut as string)).toMatchObject({
      kind: 'transfer',
      fee: 5000,
      movements: [{ asset: SOL, amount: '-300000000', counterparty: seeded.vendor }],
    });
    expect(docs.get(s.solInCarolV0 as string)).toMatchObject({
      kind: 'transfer',
      movements: [{ asset: SOL, amount: '1250000000' }],
    });
    expect(docs.get(s.tokenInDave as string)).toMatchObject({
      movements: [{ asset: TOKEN, amount: '1000000000' }],
    });
    // Found through the token account's own history: the wallet is not in this transaction.
    expect(docs.get(s.tokenInDaveAgain as string)).toMatchObject({
      kind: 'transfer',
      movements: [{ asset: TOKEN, amount: '500000000', counterparty: fakePublicKey('ledger-test-dave') }],
    });
    expect(docs.get(s.tokenOut as string)).toMatchObject({
      movements: [{ asset: TOKEN, amount: '-400000000' }],
    });
    const stable = localStablecoinMint();
    expect(docs.get(s.stableInErin as string)).toMatchObject({
      movements: [{ asset: stable, amount: '250000000' }],
    });
    expect(docs.get(s.stableOut as string)).toMatchObject({
      movements: [{ asset: stable, amount: '-100000000', counterparty: seeded.vendor }],
    });
    for (const [name, kind] of [
      ['failed', 'failed'],
      ['feeOnly', 'fee-only'],
      ['wrapUnwrap', 'fee-only'],
    ] as const) {
      expect(docs.get(s[name] as string), name).toMatchObject({ kind, fee: 5000, movements: [] });
      expect(docs.get(s[name] as string)?.listKey, name).toBeUndefined();
    }
    expect((await readState(factsDb(), wallet)).syncedAt).toBeInstanceOf(Date);
  });

  it("adds up to the wallet's balance change over the same slots, per asset", async () => {
    const balanceAfter = (await new SolanaRpcClient({ url: rpc.url }).call('getBalance', [wallet])).value;
    const sum = await totals(wallet);
    const sol = sum[SOL] as { in: number; out: number; fees: number };
    expect(sol.in - sol.out - sol.fees).toBe(balanceAfter - balanceBefore);
    // Four fees the wallet paid: SOL out, token out, stablecoin out... and the failed, fee-only and wrap-unwrap ones.
    expect(sol.fees).toBe(6 * 5000);
    const token = sum[TOKEN] as { in: number; out: number };
    expect(token.in - token.out).toBe(Number(rpc.ledger.tokenBalance(seeded.tokenAccount)));
    const stable = sum[localStablecoinMint()] as { in: number; out: number };
    expect(stable.in - stable.out).toBe(Number(rpc.ledger.tokenBalance(seeded.stableAccount)));
  });

  it('reads only what is new on the next run, and stores a signature seen twice once', async () => {
    const before = rpc.ledger.stats();
    const idle = await run(wallet);
    expect(idle).toMatchObject({ complete: true, stored: 0 });
    // One page per address, each from the newest stored signature; no transaction fetched again.
    expect(rpc.ledger.stats().getTransactionCalls).toBe(before.getTransactionCalls);
    const pages = rpc.calls.slice(-3);
    expect(pages.every((c) => c.method === 'getSignaturesForAddress')).toBe(true);
    expect(pages.every((c) => typeof (c.params as [string, { until?: string }])[1].until === 'string')).toBe(
      true,
    );

    const donor = fakePublicKey('ledger-test-alice');
    const late = rpc.ledger.add({ feePayer: donor, lamports: { [donor]: -7, [wallet]: 7 } });
    // Two runs at once: both see the new signature; it is stored once and counted once.
    const [a, b] = await Promise.all([run(wallet), run(wallet)]);
    expect(a.stored + b.stored).toBe(1);
    const docs = await stored(wallet);
    expect(docs.get(late)).toMatchObject({ movements: [{ amount: '7' }] });
    expect((await totals(wallet))[SOL]?.in).toBe(2_000_000_000 + 500_000_000 + 1_250_000_000 + 7);
  });

  it('serves the latest transfers newest first, with a cursor, and explanations ready for outflows', async () => {
    const first = await readLedgerPage(factsDb(), wallet, { pageSize: 4 });
    expect(first.transactions.map((t) => t.signature)).toHaveLength(4);
    expect(first.next).not.toBeNull();
    const second = await readLedgerPage(factsDb(), wallet, { pageSize: 4, cursor: first.next as string });
    const all = [...first.transactions, ...second.transactions];
    expect(new Set(all.map((t) => t.signature)).size).toBe(all.length);
    const slots = all.map((t) => t.slot);
    expect([...slots].sort((x, y) => y - x)).toEqual(slots);
    const out = all.find((t) => t.signature === seeded.signatures.stableOut);
    expect(out).toMatchObject({ direction: 'out', explanation: null, unexplainedSince: out?.time });
  });
});

describe('a first import of a long history', () => {
  it('is cut short by its budget and resumed by the next run from its checkpoint, each transaction fetched once', async () => {
    const wallet = fakePublicKey('ledger-test-long');
    rpc.ledger.addGenerated({ wallet, count: 1200, seed: 'ledger-test-long' });
    const before = rpc.ledger.stats();
    const first = await run(wallet, { budgetMs: 1, chunkSize: 100, pageSize: 1000 });
    expect(first.complete).toBe(false);
    expect(first.stored).toBeGreaterThanOrEqual(100);
    expect(first.stored).toBeLessThan(1200);
    const state = await readState(factsDb(), wallet);
    expect(state.syncedAt).toBeNull();
    expect(state.addresses[wallet]?.pending?.before).toEqual(expect.any(String));
    let runs = 1;
    let last = first;
    while (!last.complete && runs < 100) {
      last = await run(wallet, { budgetMs: 1, chunkSize: 100 });
      runs += 1;
    }
    expect(last.complete).toBe(true);
    expect(runs).toBeGreaterThan(2);
    expect((await stored(wallet)).size).toBe(1200);
    expect(rpc.ledger.stats().getTransactionCalls - before.getTransactionCalls).toBe(1200);
    const sol = (await totals(wallet))[SOL];
    expect(sol).toMatchObject({ in: 1200 * 1_000_000, out: 0, fees: 0 });
  });
});
