import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import { seedStrangerAccounts } from '../../scripts/local/ledger-strangers.js';
import { importLedger } from '../ledger/import-ledger.js';
import { readIssuedPage } from '../ledger/ledger-cursor.js';
import { ledgerDoc, monthsOf, readState, transactionsOf, unreadOf } from '../ledger/ledger-store.js';
import { readOutflows } from '../ledger/outflows.js';
import { readDonationLedger } from '../ledger/public-ledger.js';
import type {
  ReadCollection,
  ReadDatabase,
  ReadDocumentReference,
  ReadQuery,
} from '../platform/database/read-database.js';
import { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { factsDb } from './firestore-admin.js';

// The donation ledger against what strangers and a faulty node can do (ADR 30).
let rpc: FakeSolanaRpc;
const NOV_2026 = Date.UTC(2026, 10, 3) / 1000;
/** The one token these ledgers list (as the site's token or an operator's USDC): 9 decimals. */
const LISTED = fakePublicKey('strangers-listed-mint');

beforeAll(async () => {
  rpc = await startFakeSolanaRpc();
});
afterAll(() => rpc.stop());

const run = (wallet: string, extra: Partial<Parameters<typeof importLedger>[0]> = {}) =>
  importLedger({
    db: factsDb(),
    rpc: new SolanaRpcClient({ url: rpc.url }),
    wallet,
    listed: new Set([LISTED]),
    budgetMs: 60_000,
    callsPerSecond: 1000,
    ...extra,
  });

describe('exact totals (raw units from the chain to the answer)', () => {
  it('keeps a gift past 2^53 raw units exact to the unit, stored and served as a decimal string', async () => {
    const wallet = fakePublicKey('strangers-exact-wallet');
    const mint = LISTED;
    const donor = fakePublicKey('strangers-exact-donor');
    rpc.setBalance(donor, 1_000_000_000);
    rpc.setBalance(wallet, 1_000_000_000);
    // 12,345,678.123456789 tokens of a 9-decimal mint, twice: 2 × 12345678123456789 raw units.
    for (const n of [1, 2]) {
      rpc.ledger.add({
        feePayer: donor,
        blockTime: NOV_2026 + n,
        tokens: [
          {
            account: fakePublicKey(`strangers-exact-donor-account-${n}`),
            mint,
            owner: donor,
            decimals: 9,
            delta: 12_345_678_123_456_789n,
            opened: true,
          },
        ],
      });
      rpc.ledger.add({
        feePayer: donor,
        blockTime: NOV_2026 + 10 + n,
        tokens: [
          {
            account: fakePublicKey(`strangers-exact-donor-account-${n}`),
            mint,
            owner: donor,
            decimals: 9,
            delta: -12_345_678_123_456_789n,
          },
          {
            account: fakePublicKey('strangers-exact-wallet-account'),
            mint,
            owner: wallet,
            decimals: 9,
            delta: 12_345_678_123_456_789n,
            opened: n === 1,
          },
        ],
      });
    }
    expect(await run(wallet)).toMatchObject({ complete: true });
    const month = await monthsOf(factsDb(), wallet).doc('2026-11').get();
    expect(month.get(`in_${mint}`)).toBe('24691356246913578');
    const answer = await readDonationLedger(factsDb(), wallet);
    expect(answer.months).toEqual([
      {
        month: '2026-11',
        assets: [{ asset: mint, decimals: 9, in: '24691356246913578', out: '0', fees: '0' }],
      },
    ]);
    expect(answer.transactions.map((t) => t.movements[0]?.amount)).toEqual([
      '12345678123456789',
      '12345678123456789',
    ]);
  });

  it('serves a row it cannot read (a double stored before exact totals) with null amounts, the others as they are', async () => {
    const wallet = fakePublicKey('strangers-legacy-wallet');
    const mint = fakePublicKey('strangers-legacy-mint');
    await monthsOf(factsDb(), wallet)
      .doc('2026-10')
      .set({
        month: '2026-10',
        in_SOL: '5',
        decimals_SOL: 9,
        [`in_${mint}`]: 1.1068046444225731e21,
        [`decimals_${mint}`]: 0,
      });
    const answer = await readDonationLedger(factsDb(), wallet);
    expect(answer.months).toEqual([
      {
        month: '2026-10',
        assets: [
          { asset: mint, decimals: 0, in: null, out: null, fees: null },
          { asset: 'SOL', decimals: 9, in: '5', out: '0', fees: '0' },
        ],
      },
    ]);
  });
});

describe('answers checked against their wire shape', () => {
  /** A wallet with three SOL gifts; returns their signatures, oldest first. */
  function threeGifts(name: string) {
    const wallet = fakePublicKey(`strangers-${name}-wallet`);
    const donor = fakePublicKey(`strangers-${name}-donor`);
    rpc.setBalance(donor, 1_000_000_000);
    const gifts = [1, 2, 3].map((n) =>
      rpc.ledger.add({ feePayer: donor, blockTime: NOV_2026 + n, lamports: { [donor]: -n, [wallet]: n } }),
    );
    return { wallet, gifts };
  }
  afterAll(() => rpc.ledger.tamper(null));

  it('stops at an object where a list of signatures belongs, with an error that says so, and never loops', async () => {
    const { wallet, gifts } = threeGifts('object');
    rpc.ledger.tamper({ signatures: (_address, answer) => ({ signatures: answer }) });
    const before = rpc.ledger.stats();
    await expect(run(wallet)).rejects.toThrow(
      `getSignaturesForAddress for ${wallet} answered an unexpected shape: Invalid input: expected array, received object`,
    );
    expect(rpc.ledger.stats().getSignaturesForAddressCalls - before.getSignaturesForAddressCalls).toBe(1);
    expect((await transactionsOf(factsDb(), wallet).get()).size).toBe(0);
    // The next run, against a node that answers well again, reads everything.
    rpc.ledger.tamper(null);
    expect(await run(wallet)).toMatchObject({ complete: true, stored: 3 });
    expect((await transactionsOf(factsDb(), wallet).get()).docs.map((d) => d.id).sort()).toEqual(
      [...gifts].sort(),
    );
  });

  it('refuses a transaction answered under another signature: asked again, then kept as unread, the run goes on', async () => {
    const { wallet, gifts } = threeGifts('mismatch');
    const [first, second, third] = gifts as [string, string, string];
    const asked: string[] = [];
    rpc.ledger.tamper({
      transaction: (signature, truth) => {
        asked.push(signature);
        if (signature !== second) return truth;
        // The first gift's transaction, answered for the second.
        const other = rpc.ledger.transaction([
          first,
          { encoding: 'json', maxSupportedTransactionVersion: 0 },
        ]);
        return other;
      },
    });
    const report = await run(wallet);
    expect(report).toMatchObject({ complete: true, stored: 2, unavailable: 1 });
    expect(asked.filter((s) => s === second)).toHaveLength(3);
    const docs = await transactionsOf(factsDb(), wallet).get();
    expect(docs.docs.map((d) => d.id).sort()).toEqual([first, third].sort());
    for (const doc of docs.docs) expect(doc.get('signature')).toBe(doc.id);
    const unread = await unreadOf(factsDb(), wallet).doc(second).get();
    expect(unread.data()).toMatchObject({ signature: second, reason: 'other-signature', runs: 1 });
    // Counted once: 1 + 3 lamports, never the first twice.
    expect((await monthsOf(factsDb(), wallet).doc('2026-11').get()).get('in_SOL')).toBe('4');
  });

  it('keeps a transaction the node cannot return as unread after asking again, and stores the others', async () => {
    const { wallet, gifts } = threeGifts('missing');
    const [first, second, third] = gifts as [string, string, string];
    const asked: string[] = [];
    rpc.ledger.tamper({
      transaction: (signature, truth) => {
        asked.push(signature);
        return signature === third ? null : truth;
      },
    });
    const report = await run(wallet);
    expect(report).toMatchObject({ complete: true, stored: 2, unavailable: 1 });
    expect(asked.filter((s) => s === third)).toHaveLength(3);
    const docs = await transactionsOf(factsDb(), wallet).get();
    expect(docs.docs.map((d) => d.id).sort()).toEqual([first, second].sort());
    expect((await unreadOf(factsDb(), wallet).doc(third).get()).data()).toMatchObject({
      reason: 'not-returned',
      lastError: 'The node answered null',
      runs: 1,
    });
  });

  it('stops at a transaction of the wrong shape, storing nothing of it', async () => {
    const { wallet, gifts } = threeGifts('shape');
    rpc.ledger.tamper({
      transaction: (signature, truth) =>
        signature === gifts[1]
          ? { ...(truth as { meta: object }), meta: { ...(truth as { meta: object }).meta, fee: 'free' } }
          : truth,
    });
    await expect(run(wallet)).rejects.toThrow(
      `getTransaction for ${gifts[1]} answered an unexpected shape at meta.fee`,
    );
    expect((await transactionsOf(factsDb(), wallet).get()).size).toBe(0);
    rpc.ledger.tamper(null);
  });
});

describe('only what the site vouches for', () => {
  /** A wallet with a listed gift and a SOL gift; returns the gifts' signatures. */
  function withHistory(name: string) {
    const wallet = fakePublicKey(`strangers-${name}-wallet`);
    const donor = fakePublicKey(`strangers-${name}-donor`);
    rpc.setBalance(donor, 1_000_000_000);
    rpc.setBalance(wallet, 1_000_000_000);
    const sol = rpc.ledger.add({
      feePayer: donor,
      blockTime: NOV_2026,
      lamports: { [donor]: -500, [wallet]: 500 },
    });
    const token = rpc.ledger.add({
      feePayer: donor,
      blockTime: NOV_2026 + 1,
      tokens: [
        {
          account: fakePublicKey(`strangers-${name}-wallet-listed`),
          mint: LISTED,
          owner: wallet,
          decimals: 9,
          delta: 7n,
          opened: true,
        },
      ],
    });
    return { wallet, donor, sol, token };
  }

  it('neither totals nor lists u64::MAX of a stranger token sent to 60 accounts: the answer only counts them', async () => {
    const { wallet, sol, token } = withHistory('u64');
    // In the next month: a month in which only unlisted tokens arrived has no row, only the count.
    const spam = seedStrangerAccounts(rpc, wallet, {
      count: 60,
      prefix: 'strangers-u64',
      startTime: Date.UTC(2026, 11, 2) / 1000,
    });
    expect(await run(wallet)).toMatchObject({ complete: true, addresses: 2 });
    const state = await readState(factsDb(), wallet);
    expect(Object.keys(state.addresses)).not.toEqual(expect.arrayContaining([spam.accounts[0]]));
    const answer = await readDonationLedger(factsDb(), wallet);
    expect(answer.months).toEqual([
      {
        month: '2026-11',
        assets: [
          { asset: LISTED, decimals: 9, in: '7', out: '0', fees: '0' },
          { asset: 'SOL', decimals: 9, in: '500', out: '0', fees: '0' },
        ],
      },
    ]);
    expect(answer.unlistedArrivals).toBe(60);
    expect(answer.transactions.map((t) => t.signature).sort()).toEqual([sol, token].sort());
    expect(JSON.stringify(answer)).not.toContain(spam.mint);
  });

  it('shows no outflow to explain when a permanent delegate moves a stranger token out of the wallet', async () => {
    const { wallet } = withHistory('delegate');
    const spam = seedStrangerAccounts(rpc, wallet, {
      count: 1,
      prefix: 'strangers-delegate',
      amount: 1000n,
      startTime: NOV_2026 + 100,
    });
    const delegate = fakePublicKey('strangers-delegate-authority');
    rpc.setBalance(delegate, 10_000_000);
    // The mint's permanent delegate takes the tokens back: the wallet did not sign, yet its balance fell.
    const taken = rpc.ledger.add({
      feePayer: delegate,
      blockTime: NOV_2026 + 200,
      tokens: [
        { account: spam.accounts[0] as string, mint: spam.mint, owner: wallet, decimals: 0, delta: -1000n },
        {
          account: fakePublicKey('strangers-delegate-sink'),
          mint: spam.mint,
          owner: delegate,
          decimals: 0,
          delta: 1000n,
          opened: true,
        },
      ],
    });
    expect(await run(wallet)).toMatchObject({ complete: true });
    const doc = await transactionsOf(factsDb(), wallet).doc(taken).get();
    expect(doc.get('outflow')).toBeUndefined();
    expect(doc.get('listKey')).toBeUndefined();
    const answer = await readDonationLedger(factsDb(), wallet);
    expect(answer.transactions.filter((t) => t.direction !== 'in')).toEqual([]);
    expect((await readOutflows(factsDb(), wallet)).outflows).toEqual([]);
  });

  it('follows at most its cap of accounts of a listed token, whatever strangers open, in a state that stays small', async () => {
    const { wallet } = withHistory('cap');
    seedStrangerAccounts(rpc, wallet, {
      count: 30,
      prefix: 'strangers-cap',
      mint: LISTED,
      decimals: 9,
      amount: 1n,
      startTime: NOV_2026 + 100,
    });
    const report = await run(wallet, { maxAddresses: 10 });
    expect(report).toMatchObject({ complete: true, addresses: 10, unfollowed: 10 });
    // Still counted: each of them named the wallet (1 + 30 raw units in).
    const answer = await readDonationLedger(factsDb(), wallet);
    expect(answer.months[0]?.assets.find((a) => a.asset === LISTED)?.in).toBe('37');
    const state = await ledgerDoc(factsDb(), wallet).get();
    expect(JSON.stringify(state.data()).length).toBeLessThan(4000);
  });

  it('reads 2,000 stranger accounts with a call per transaction and a few pages, and each later run as cheaply as the history alone', async () => {
    const { wallet } = withHistory('many');
    // The same history without the strangers, for the cost of an idle run.
    const { wallet: quiet } = withHistory('quiet');
    seedStrangerAccounts(rpc, wallet, { count: 2000, prefix: 'strangers-many', startTime: NOV_2026 + 100 });
    const before = rpc.ledger.stats();
    const first = await run(wallet);
    const after = rpc.ledger.stats();
    expect(first).toMatchObject({ complete: true, addresses: 2, stored: 2002 });
    expect(after.getTransactionCalls - before.getTransactionCalls).toBe(2002);
    // The wallet's pages (1,000 a page, then the empty one that ends a first read) and the listed
    // account's two: never a page per stranger account.
    expect(after.getSignaturesForAddressCalls - before.getSignaturesForAddressCalls).toBe(6);
    expect((await readDonationLedger(factsDb(), wallet)).unlistedArrivals).toBe(2000);

    await run(quiet);
    const idle = async (w: string) => {
      const at = rpc.ledger.stats();
      await run(w);
      const end = rpc.ledger.stats();
      return (
        end.getSignaturesForAddressCalls -
        at.getSignaturesForAddressCalls +
        end.getTransactionCalls -
        at.getTransactionCalls
      );
    };
    const quietCost = await idle(quiet);
    expect(quietCost).toBe(2);
    expect(await idle(wallet)).toBeLessThanOrEqual(2 * quietCost);
  });
});

describe('cursors the server gave', () => {
  /** `db` counting its billed document reads: one per document read by id, one per document a query returns (at least one). */
  function counting(db: ReadDatabase) {
    const counter = { reads: 0 };
    const query = (q: ReadQuery): ReadQuery => ({
      where: (...args) => query(q.where(...args)),
      orderBy: (...args) => query(q.orderBy(...args)),
      limit: (n) => query(q.limit(n)),
      get: async () => {
        const snapshot = await q.get();
        counter.reads += Math.max(1, snapshot.docs.length);
        return snapshot;
      },
    });
    const collection = (c: ReadCollection): ReadCollection => ({
      ...query(c),
      doc: (id) => documentRef(c.doc(id)),
    });
    const documentRef = (d: ReadDocumentReference): ReadDocumentReference => ({
      id: d.id,
      collection: (id) => collection(d.collection(id)),
      get: async () => {
        counter.reads += 1;
        return d.get();
      },
    });
    return { db: { collection: (path: string) => collection(db.collection(path)) } as ReadDatabase, counter };
  }

  it('answers 404 for a well-formed cursor it never gave after one read, and a real page without the month totals', async () => {
    const wallet = fakePublicKey('strangers-cursor-wallet');
    const donor = fakePublicKey('strangers-cursor-donor');
    rpc.setBalance(donor, 1_000_000_000);
    for (let n = 1; n <= 30; n++) {
      rpc.ledger.add({
        feePayer: donor,
        blockTime: NOV_2026 + n * 86_400,
        lamports: { [donor]: -n, [wallet]: n },
      });
    }
    await run(wallet);
    const first = await readDonationLedger(factsDb(), wallet);
    const next = first.next as string;
    const signature = next.slice(13);

    const forged = counting(factsDb());
    await expect(readIssuedPage(forged.db, wallet, `999999999999-${signature}`)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(
      readIssuedPage(forged.db, wallet, `999999999999-${signature.slice(0, -4)}abcd`),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(forged.counter.reads).toBe(2);

    const issued = counting(factsDb());
    const page = await readIssuedPage(issued.db, wallet, next);
    expect(page.transactions).toHaveLength(10);
    expect(page.next).toBeNull();
    expect(Object.keys(page).sort()).toEqual(['next', 'transactions']);
    // The cursor's entry, then the page's ten transfers (gifts: no notes to read); no month, no state.
    expect(issued.counter.reads).toBe(11);
  });
});

describe('a run at the deployed pace', () => {
  it('ends within its budget with 2,000 stranger accounts, at 8 calls a second (the pace simulated), and the next goes on', async () => {
    const wallet = fakePublicKey('strangers-paced-wallet');
    seedStrangerAccounts(rpc, wallet, { count: 2000, prefix: 'strangers-paced', startTime: NOV_2026 });
    // Waits move this clock on instead of sleeping; everything else takes its real time on it.
    let skipped = 0;
    const clock = {
      now: () => performance.now() + skipped,
      sleep: async (ms: number) => {
        skipped += ms;
      },
    };
    const paced = { budgetMs: 120_000, callsPerSecond: 8, clock };
    const started = clock.now();
    const first = await run(wallet, paced);
    expect(clock.now() - started).toBeLessThanOrEqual(120_000);
    expect(first.complete).toBe(false);
    // About 8 calls a second for the budget, all of them kept.
    expect(first.stored).toBeGreaterThan(900);
    let last = first;
    for (let runs = 1; !last.complete && runs < 5; runs++) last = await run(wallet, paced);
    expect(last.complete).toBe(true);
    expect((await transactionsOf(factsDb(), wallet).get()).size).toBe(2000);
  });
});
