import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import type { AdminLedgerUnread } from '../contract/ledger-unread.js';
import { ADMIN_REQUIRED_MESSAGE } from '../contract/messages.js';
import { importLedger } from '../ledger/import-ledger.js';
import { monthsOf, transactionsOf, unreadOf } from '../ledger/ledger-store.js';
import { readDonationLedger } from '../ledger/public-ledger.js';
import { publishMetrics } from '../platform/observability/metrics.js';
import { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { apiClient } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { captureLogs } from './captured-logs.js';
import { factsDb } from './firestore-admin.js';

// A transaction the node lists but fails to return (a null result, or a JSON-RPC error saying its block
// is missing) is kept as unread, asked for again by later runs within a bound, imported when the node
// returns it, counted in the metrics each run, and listed for the administrator (ADR 30).
let rpc: FakeSolanaRpc;
const NOV_2026 = Date.UTC(2026, 10, 3) / 1000;
const LISTED = fakePublicKey('unread-listed-mint');
/** The administrator, one for the file: the platform's configuration is read once per process. */
const ADMIN = 'unread-admin';
/** Solana's answer for a block missing from long-term storage (JSON-RPC error -32009). */
const MISSING_BLOCK = { code: -32009, message: 'Slot 1234 was skipped, or missing in long-term storage' };

beforeAll(async () => {
  rpc = await startFakeSolanaRpc();
});
afterAll(() => rpc.stop());
afterEach(() => vi.restoreAllMocks());

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

const unreadIds = async (wallet: string) => (await unreadOf(factsDb(), wallet).get()).docs.map((d) => d.id);
const storedIds = async (wallet: string) =>
  (await transactionsOf(factsDb(), wallet).get()).docs.map((d) => d.id).sort();

/** `count` SOL gifts of 1, 2, 3... lamports to a new wallet; their signatures, oldest first. */
function solGifts(name: string, count: number) {
  const wallet = fakePublicKey(`unread-${name}-wallet`);
  const donor = fakePublicKey(`unread-${name}-donor`);
  rpc.setBalance(donor, 1_000_000_000);
  const gifts = Array.from({ length: count }, (_, i) =>
    rpc.ledger.add({
      feePayer: donor,
      blockTime: NOV_2026 + i,
      lamports: { [donor]: -(i + 1), [wallet]: i + 1 },
    }),
  );
  return { wallet, gifts };
}

describe('a transaction the node does not return', () => {
  it('is kept as unread, asked for again by a later run, then imported in its month with exact totals', async () => {
    const wallet = fakePublicKey('unread-gift-wallet');
    const donor = fakePublicKey('unread-gift-donor');
    const account = fakePublicKey('unread-gift-wallet-account');
    rpc.setBalance(donor, 1_000_000_000);
    rpc.setBalance(wallet, 1_000_000_000);
    const sol = rpc.ledger.add({
      feePayer: donor,
      blockTime: NOV_2026,
      lamports: { [donor]: -7, [wallet]: 7 },
    });
    // 12,345,678.123456789 tokens, twice: past 2^53 raw units. The first gift opens the wallet's token
    // account (it names the wallet); the second names only that account, so it is found only once the
    // first is read.
    const GIFT = 12_345_678_123_456_789n;
    const gift = (n: number) => {
      const from = fakePublicKey(`unread-gift-donor-account-${n}`);
      const token = { mint: LISTED, decimals: 9 };
      rpc.ledger.add({
        feePayer: donor,
        blockTime: NOV_2026 + n,
        tokens: [{ ...token, account: from, owner: donor, delta: GIFT, opened: true }],
      });
      return rpc.ledger.add({
        feePayer: donor,
        blockTime: NOV_2026 + 10 + n,
        tokens: [
          { ...token, account: from, owner: donor, delta: -GIFT },
          { ...token, account, owner: wallet, delta: GIFT, opened: n === 1 },
        ],
      });
    };
    const first = gift(1);
    const second = gift(2);
    // The node fails the first gift four times: three calls of the run that lists it, one of the next.
    rpc.ledger.withhold(first, 4);

    expect(await run(wallet)).toMatchObject({
      complete: true,
      stored: 1,
      unavailable: 1,
      unread: 1,
      unreadMostRuns: 1,
    });
    expect(await storedIds(wallet)).toEqual([sol]);
    expect(await unreadIds(wallet)).toEqual([first]);
    const kept = (await unreadOf(factsDb(), wallet).doc(first).get()).data();
    expect(kept).toMatchObject({
      signature: first,
      reason: 'not-returned',
      lastError: 'The node answered null',
      runs: 1,
    });
    expect(kept?.slot).toBe(rpc.ledger.slotOf(first));
    expect((kept?.blockTime as { toMillis(): number } | undefined)?.toMillis()).toBe((NOV_2026 + 11) * 1000);
    // Not counted while unread.
    expect((await monthsOf(factsDb(), wallet).doc('2026-11').get()).get(`in_${LISTED}`)).toBeUndefined();

    expect(await run(wallet)).toMatchObject({
      unreadRetried: 1,
      unreadRead: 0,
      unread: 1,
      unreadMostRuns: 2,
    });
    expect((await unreadOf(factsDb(), wallet).doc(first).get()).get('runs')).toBe(2);

    const third = await run(wallet);
    expect(third).toMatchObject({
      complete: true,
      unreadRetried: 1,
      unreadRead: 1,
      unread: 0,
      unreadMostRuns: 0,
    });
    expect(await unreadIds(wallet)).toEqual([]);
    // Read at last, and with it the token account it opened: the second gift is found too.
    expect(await storedIds(wallet)).toEqual([sol, first, second].sort());
    const month = await monthsOf(factsDb(), wallet).doc('2026-11').get();
    expect(month.get(`in_${LISTED}`)).toBe('24691356246913578');
    expect(month.get('in_SOL')).toBe('7');
    const answer = await readDonationLedger(factsDb(), wallet);
    expect(answer.transactions.map((t) => t.signature)).toEqual([second, first, sol]);
    // Once stored, never asked for again.
    const calls = rpc.ledger.stats().getTransactionCalls;
    expect(await run(wallet)).toMatchObject({ stored: 0, unreadRetried: 0, unread: 0 });
    expect(rpc.ledger.stats().getTransactionCalls).toBe(calls);
  });

  it('keeps a JSON-RPC error saying the block is missing as the last error, and the run goes on', async () => {
    const { wallet, gifts } = solGifts('error', 3);
    const [first, second, third] = gifts as [string, string, string];
    rpc.ledger.withhold(second, 3, MISSING_BLOCK);
    expect(await run(wallet)).toMatchObject({ complete: true, stored: 2, unavailable: 1, unread: 1 });
    expect((await unreadOf(factsDb(), wallet).doc(second).get()).data()).toMatchObject({
      reason: 'rpc-error',
      lastError: `getTransaction: JSON-RPC error -32009: ${MISSING_BLOCK.message}`,
      runs: 1,
    });
    expect(await run(wallet)).toMatchObject({ unreadRead: 1, unread: 0 });
    expect(await storedIds(wallet)).toEqual([first, second, third].sort());
    expect((await monthsOf(factsDb(), wallet).doc('2026-11').get()).get('in_SOL')).toBe('6');
  });

  it('stops the run, keeping nothing as unread, at an error that is not about the transaction (a rate limit)', async () => {
    const { wallet, gifts } = solGifts('rate', 2);
    rpc.ledger.withhold(gifts[1] as string, 1, { code: 429, message: 'Too many requests' });
    await expect(run(wallet)).rejects.toThrow('getTransaction: JSON-RPC error 429: Too many requests');
    expect(await unreadIds(wallet)).toEqual([]);
    expect(await run(wallet)).toMatchObject({ complete: true, unread: 0 });
    expect(await storedIds(wallet)).toEqual([...gifts].sort());
  });

  it('asks for at most the bound of unread transactions a run, those asked for longest ago first', async () => {
    const { wallet, gifts } = solGifts('bound', 5);
    const held = gifts.slice(0, 3);
    for (const signature of held) rpc.ledger.withhold(signature, 100);
    expect(await run(wallet, { unreadPerRun: 2 })).toMatchObject({ stored: 2, unavailable: 3, unread: 3 });
    for (const mostRuns of [2, 3]) {
      const calls = rpc.ledger.stats().getTransactionCalls;
      // Nothing new to read: the run's only transaction calls are the two unread ones it asks for again.
      expect(await run(wallet, { unreadPerRun: 2 })).toMatchObject({
        unreadRetried: 2,
        unread: 3,
        unreadMostRuns: mostRuns,
      });
      expect(rpc.ledger.stats().getTransactionCalls - calls).toBe(2);
    }
    const runs = await Promise.all(
      held.map(async (s) => (await unreadOf(factsDb(), wallet).doc(s).get()).get('runs')),
    );
    // Four calls over two runs: each of the three asked at least once, none more than twice.
    expect(runs.reduce((a, b) => a + b, 0)).toBe(3 + 4);
    expect(Math.min(...runs)).toBe(2);
  });
});

describe('the scheduled import', () => {
  it('publishes how many transactions are unread and the most runs one has waited, every run, 0 included', async () => {
    const { wallet, gifts } = solGifts('metric', 2);
    rpc.ledger.withhold(gifts[0] as string, 4, MISSING_BLOCK);
    const env = {
      DONATION_WALLET: wallet,
      TOKEN_MINT: LISTED,
      SOLANA_RPC_URL: rpc.url,
      LOCAL_STACK: '1',
      LEDGER_RPC_PER_SECOND: '1000',
    } as const;
    // The database is opened from the process's environment, as in a deployed instance.
    Object.assign(process.env, { ADMIN_UID: ADMIN });
    const { scheduledLedgerImport } = await import('../ledger/scheduled-import.js');
    const { parseLedgerConfig } = await import('../ledger/ledger-config.js');
    const config = parseLedgerConfig(env);
    const figures = async () => {
      const logs = captureLogs();
      await scheduledLedgerImport(config);
      await publishMetrics();
      await logs.settled();
      const line = logs.lines().find((l) => '_aws' in l);
      vi.restoreAllMocks();
      return {
        unread: line?.LedgerUnreadTransactions,
        mostRuns: line?.LedgerUnreadMostRuns,
        service: line?.service,
      };
    };
    expect(await figures()).toEqual({ unread: 1, mostRuns: 1, service: 'donation-ledger' });
    expect(await figures()).toEqual({ unread: 1, mostRuns: 2, service: 'donation-ledger' });
    expect(await figures()).toEqual({ unread: 0, mostRuns: 0, service: 'donation-ledger' });
  });
});

describe('GET /api/admin/ledger/unread', () => {
  it('lists each unread transaction, newest first, with its slot, time, runs and last error; for the administrator only', async () => {
    const { wallet, gifts } = solGifts('route', 3);
    const [first, , third] = gifts as [string, string, string];
    rpc.ledger.withhold(first, 100);
    rpc.ledger.withhold(third, 100, MISSING_BLOCK);
    await run(wallet);
    await run(wallet);
    const call = apiClient({ ADMIN_UID: ADMIN, DONATION_WALLET: wallet });
    const token = await emulatorIdToken(ADMIN);
    const answer = await call('GET', '/api/admin/ledger/unread', { token });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toContain('no-store');
    const data = answer.body.data as AdminLedgerUnread;
    expect(data).toEqual({
      more: false,
      unread: [
        {
          signature: third,
          slot: rpc.ledger.slotOf(third),
          time: new Date((NOV_2026 + 2) * 1000).toISOString(),
          runs: 2,
          lastError: `getTransaction: JSON-RPC error -32009: ${MISSING_BLOCK.message}`,
          firstTriedAt: expect.any(String),
          lastTriedAt: expect.any(String),
        },
        {
          signature: first,
          slot: rpc.ledger.slotOf(first),
          time: new Date(NOV_2026 * 1000).toISOString(),
          runs: 2,
          lastError: 'The node answered null',
          firstTriedAt: expect.any(String),
          lastTriedAt: expect.any(String),
        },
      ],
    });

    const visitor = await call('GET', '/api/admin/ledger/unread');
    expect(visitor.status).toBe(401);
    expect(visitor.body.success).toBe(false);
    const stranger = await call('GET', '/api/admin/ledger/unread', {
      token: await emulatorIdToken('unread-route-stranger'),
    });
    expect(stranger.status).toBe(403);
    expect(stranger.body).toMatchObject({ success: false, message: ADMIN_REQUIRED_MESSAGE });
    for (const refused of [visitor, stranger]) expect(JSON.stringify(refused.body)).not.toContain(first);
  });
});
