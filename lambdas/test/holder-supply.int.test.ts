import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
  tokenAccountAddress,
} from '../../scripts/local/fake-solana-rpc.js';
import { listKnownHolders } from '../holders/holder-store.js';
import { ImplausibleAnswerError, type ReconcileOptions, reconcileHolders } from '../holders/reconcile.js';
import { publishMetrics } from '../platform/observability/metrics.js';
import { RpcError, RpcUnavailableError, SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { captureLogs } from './captured-logs.js';
import { chainDb } from './firestore-admin.js';

// ADR 35: a full scan's balances against the mint's supply, read before and after it in the same run.
// The local chain's supply is the sum of its accounts unless a test sets it apart (what the mint says
// while a provider's listing lies); changes between two pages of a scan are made by the node's page hook.
const PROJECT_ID = 'demo-holder-supply';
process.env.FIREBASE_PROJECT_ID = PROJECT_ID;
const PAGE = 10;

let rpc: FakeSolanaRpc;
let witness: FakeSolanaRpc;
let mintSerial = 0;
let MINT = '';

beforeAll(async () => {
  [rpc, witness] = await Promise.all([startFakeSolanaRpc(), startFakeSolanaRpc()]);
});
afterAll(() => Promise.all([rpc.stop(), witness.stop()]));
beforeEach(() => {
  // A mint of its own per test: nothing stored by another test is seen.
  MINT = fakePublicKey(`supply-test-mint-${mintSerial++}`);
  for (const chain of [rpc, witness]) {
    chain.clearGeneratedHolders();
    for (const account of chain.tokenAccounts()) chain.removeTokenAccount(account.address);
    chain.afterPage(undefined);
  }
});
afterEach(() => vi.restoreAllMocks());

const client = (chain: FakeSolanaRpc) => new SolanaRpcClient({ url: chain.url, timeoutMs: 60_000 });
const run = (extra: Partial<ReconcileOptions> = {}) =>
  reconcileHolders({
    db: chainDb(),
    rpc: client(rpc),
    mint: MINT,
    pageSize: PAGE,
    rpcMethod: 'v2',
    ...extra,
  });

const events = async () =>
  (await chainDb().collection('newHolders').where('mint', '==', MINT).get()).docs.map(
    (d) => d.get('wallet') as string,
  );
const feed = async () => (await chainDb().collection('holderFeed').doc(MINT).get()).data() ?? {};
/** What a refused run must leave as it was. */
const stored = async () => ({
  feed: await feed(),
  known: await listKnownHolders(chainDb(), MINT),
  events: await events(),
});

/**
 * Wallets holding `amounts` on accounts of their own, in the order a paged scan reads them (the node
 * lists accounts by address): the first are on the first page, the last on the last.
 */
function holding(amounts: bigint[]): string[] {
  const owners = amounts
    .map((_, i) => fakePublicKey(`supply-test-wallet-${MINT}-${i}`))
    .sort((a, b) => (tokenAccountAddress(MINT, a) < tokenAccountAddress(MINT, b) ? -1 : 1));
  for (const [i, owner] of owners.entries()) rpc.setHolding(MINT, owner, amounts[i] as bigint);
  return owners;
}
const balanceOf = (owner: string) =>
  rpc.tokenAccounts().find((a) => a.address === tokenAccountAddress(MINT, owner))?.amount ?? 0n;
/** Runs `change` once, after the scan's first page (the pages before it are read, those after not). */
const afterFirstPage = (change: () => void) =>
  rpc.afterPage(() => {
    rpc.afterPage(undefined);
    change();
  });
const transfer = (from: string, to: string, amount: bigint) => {
  rpc.setHolding(MINT, from, balanceOf(from) - amount);
  rpc.setHolding(MINT, to, balanceOf(to) + amount);
};
/** The mint's supply set apart from its accounts: what the chain says while the listing lies. */
const mintWithSupply = (supply: bigint) =>
  rpc.setMint({ address: MINT, supply, decimals: 0, mintAuthority: null, freezeAuthority: null });

describe("a full scan's balances against the mint's supply", () => {
  it.each(['v2', 'plain'] as const)(
    'refuses a provider that lists every account twice (%s): the count is the same and the bounds believe it, the sum is not',
    async (method) => {
      rpc.addGeneratedHolders({ mint: MINT, count: 1000, seed: `twice-${MINT}` });
      mintWithSupply(1_000_000n);
      expect(await run({ rpcMethod: method, pageSize: 100 })).toMatchObject({ count: 1000, complete: true });
      const before = await stored();
      // The same accounts listed again, under other addresses.
      rpc.addGeneratedHolders({ mint: MINT, count: 1000, seed: `twice-${MINT}` });
      const refused = await run({ rpcMethod: method, pageSize: 100 }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ImplausibleAnswerError);
      expect(refused).toMatchObject({
        count: 1000,
        previousCount: 1000,
        supply: { sum: 2_000_000n, before: 1_000_000n, after: 1_000_000n, allowed: 10_000n, within: false },
      });
      expect((refused as Error).message).toContain(
        'sum to 2000000, against a supply of 1000000 (1000000 when the scan began): more than the 10000 apart',
      );
      expect(await stored()).toEqual(before);
    },
  );

  it('refuses a provider that answers ten times the owners within the bounds, and a witness that agrees on its count does not save it', async () => {
    for (const chain of [rpc, witness])
      chain.addGeneratedHolders({ mint: MINT, count: 1000, seed: `ten-${MINT}` });
    mintWithSupply(1_000_000n);
    await run();
    const before = await stored();
    for (const chain of [rpc, witness])
      chain.addGeneratedHolders({ mint: MINT, count: 9000, seed: `lies-${MINT}` });
    // Without a witness, within the default bounds (a rise of 9,000 holders is believed).
    await expect(run()).rejects.toMatchObject({ count: 10_000, supply: { sum: 10_000_000n } });
    // Beyond tighter bounds, with a witness that counts the same 10,000: its slot and its whole-mint count
    // are read beside the scan (ADR 35), but the supply refuses the answer and no newcomer is asked.
    witness.setSlot(rpc.slot());
    const asked = witness.calls.length;
    const refused = await run({
      maxRise: { absolute: 100, share: 0.1 },
      witness: { rpc: client(witness) },
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ImplausibleAnswerError);
    expect(refused).toMatchObject({ witness: undefined, supply: { sum: 10_000_000n, after: 1_000_000n } });
    const methods = witness.calls.slice(asked).map((call) => call.method);
    expect(methods[0]).toBe('getSlot');
    expect(methods).not.toContain('getMultipleAccounts');
    expect(await stored()).toEqual(before);
  });

  it('believes a scan during which tokens were burned, within what the supply fell by', async () => {
    const owners = holding(Array.from({ length: 40 }, () => 1_000_000n));
    await run();
    // 2.5 % of the supply burned from an account already read: beyond the 1 % share, within the fall.
    afterFirstPage(() => rpc.setHolding(MINT, owners[0] as string, 0n));
    const calls = rpc.calls.length;
    expect(await run()).toMatchObject({ kind: 'full', count: 40, complete: true });
    expect(rpc.calls.slice(calls).filter((c) => c.method === 'getTokenSupply')).toHaveLength(2);
    expect(await feed()).toMatchObject({ count: 40 });
  });

  it('believes a paged scan that a transfer between its pages moved within the share of the supply', async () => {
    // 99 wallets of 1,000,000 and one of 50,000,000 on the last page: 1 % of the supply is 1,490,000.
    const owners = holding([...Array.from({ length: 99 }, () => 1_000_000n), 50_000_000n]);
    const [first, last] = [owners[0] as string, owners[99] as string];
    await run();
    // Moved from a page not read yet to one already read: it is in neither.
    afterFirstPage(() => transfer(last, first, 1_400_000n));
    expect(await run()).toMatchObject({ count: 100, complete: true });
    // The reverse counts it twice.
    afterFirstPage(() => transfer(first, last, 1_400_000n));
    expect(await run()).toMatchObject({ count: 100, complete: true });
  });

  it('refuses, in the scheduled run, a transfer between pages beyond the share: the error line names both figures, the metric counts it', async () => {
    const owners = holding([...Array.from({ length: 99 }, () => 1_000_000n), 50_000_000n]);
    const env = {
      FIREBASE_PROJECT_ID: PROJECT_ID,
      TOKEN_MINT: MINT,
      SOLANA_RPC_URL: rpc.url,
      LOCAL_STACK: '1',
      HOLDER_FULL_SCAN_MINUTES: '0',
      HOLDER_RPC_METHOD: 'v2',
      HOLDER_PAGE_SIZE: String(PAGE),
    } as const;
    // The database is opened from the process's environment, as in a deployed instance.
    Object.assign(process.env, { ADMIN_UID: 'supply-admin', ...env });
    const { scheduledReconcile } = await import('../holders/scheduled-reconcile.js');
    const { parseHolderFeedConfig } = await import('../holders/holder-config.js');
    const { parseHolderStatsConfig } = await import('../holders/stats/stats-config.js');
    const feedConfig = parseHolderFeedConfig(env);
    const stats = parseHolderStatsConfig(env);
    await scheduledReconcile(feedConfig, stats);
    const before = await stored();
    rpc.setHolding(MINT, fakePublicKey(`supply-test-newcomer-${MINT}`), 1n);
    afterFirstPage(() => transfer(owners[99] as string, owners[0] as string, 2_000_000n));
    const logs = captureLogs();
    await expect(scheduledReconcile(feedConfig, stats)).rejects.toBeInstanceOf(ImplausibleAnswerError);
    await publishMetrics();
    await logs.settled();
    expect(logs.lines('error')).toContainEqual(
      expect.objectContaining({
        message: 'Holder reconciliation failed; the next run retries',
        kind: 'implausible-answer',
        reason: expect.stringContaining('sum to 147000001, against a supply of 149000001'),
        count: 101,
        previousCount: 100,
        supply: { sum: '147000001', before: '149000001', after: '149000001', allowed: '1490000' },
      }),
    );
    const counted = logs
      .lines()
      .filter((line) => '_aws' in line)
      .reduce((sum, line) => sum + Number(line.ImplausibleAnswers ?? 0), 0);
    expect(counted).toBe(1);
    expect(await stored()).toEqual(before);
  });

  it('checks a scan resumed by a later run against the supply when it began', async () => {
    const owners = holding(Array.from({ length: 40 }, () => 1_000_000n));
    // Out of time after its first page: the pages read are kept, with the supply read before them.
    expect(await run({ budgetMs: 0 })).toMatchObject({ complete: false, rpc: { accounts: PAGE } });
    const cursor = await chainDb().collection('holderFeed').doc(MINT).collection('scan').doc('cursor').get();
    expect(cursor.get('supplyBefore')).toBe('40000000');
    // Burned between the two runs from an account the kept page holds: the sum still shows it.
    rpc.setHolding(MINT, owners[0] as string, 0n);
    expect(await run()).toMatchObject({ complete: true, count: 40, imported: true });
  });
});

describe("the mint's supply unreadable", () => {
  /** A node whose `failing`th getTokenSupply answer (1: before the pages, 2: after) is `fault`. */
  class SupplyFault extends SolanaRpcClient {
    private supplyCalls = 0;
    constructor(
      private readonly failing: number,
      private readonly fault: 'malformed' | 'error',
    ) {
      super({ url: rpc.url, timeoutMs: 60_000 });
    }
    override request<T>(method: string, params: readonly unknown[] = []): Promise<T> {
      if (method !== 'getTokenSupply' || ++this.supplyCalls !== this.failing)
        return super.request(method, params);
      // A JSON-RPC error from the node itself (no mint named), or a supply as a number, beyond a u64 string.
      if (this.fault === 'error') return super.request(method, []);
      return Promise.resolve({ context: { slot: 1 }, value: { amount: 1e15, decimals: 0 } } as T);
    }
  }

  it.each([
    [1, 'malformed', RpcUnavailableError],
    [2, 'malformed', RpcUnavailableError],
    [1, 'error', RpcError],
    [2, 'error', RpcError],
  ] as const)(
    'read %i answered %s: the run fails before writing, and the next retries',
    async (failing, fault, type) => {
      holding(Array.from({ length: 30 }, () => 1_000n));
      await run();
      const before = await stored();
      const newcomer = fakePublicKey(`supply-test-newcomer-${MINT}`);
      rpc.setHolding(MINT, newcomer, 5n);
      const failed = await run({ rpc: new SupplyFault(failing, fault) }).catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(type);
      expect((failed as Error).message).toMatch(/^getTokenSupply: /);
      expect(await stored()).toEqual(before);
      expect(await run()).toMatchObject({ count: 31, announced: [newcomer] });
    },
  );
});
