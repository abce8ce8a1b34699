import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
  tokenAccountAddress,
} from '../../scripts/local/fake-solana-rpc.js';
import { listKnownHolders } from '../holders/holder-store.js';
import { reconcileHolders } from '../holders/reconcile.js';
import { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { apiClient } from './api.js';
import { captureLogs, type LogLine } from './captured-logs.js';
import { chainDb, clearCollections, storedDocs } from './firestore-admin.js';

// A project of its own on the shared emulator: other files clear and read `newHolders` too.
const PROJECT_ID = 'demo-holder-reconcile';
process.env.FIREBASE_PROJECT_ID = PROJECT_ID;
const MINT = fakePublicKey('reconcile-test-mint');
const SECRET = 'reconcile-test-webhook-secret';
const wallet = (name: string) => fakePublicKey(`reconcile-test-wallet-${name}`);

let rpc: FakeSolanaRpc;
let call: ReturnType<typeof apiClient>;
let reconcile: () => Promise<{
  count: number;
  imported: boolean;
  announced: string[];
  firestore: { writes: number };
}>;

beforeAll(async () => {
  rpc = await startFakeSolanaRpc();
  const env = {
    FIREBASE_PROJECT_ID: PROJECT_ID,
    ADMIN_UID: 'reconcile-admin',
    TOKEN_MINT: MINT,
    HOLDER_WEBHOOK_SECRET: SECRET,
    SOLANA_RPC_URL: rpc.url,
    RPC_TIMEOUT_MS: '500',
    // Every run a full scan here: the count follows each change (incremental runs: holder-paging.int.test.ts).
    HOLDER_FULL_SCAN_MINUTES: '0',
  };
  Object.assign(process.env, env);
  call = apiClient(env);
  // The scheduled function itself, as the Lambda runtime (and the local stack) calls it.
  const module = await import('../functions/reconcile-holders.js');
  reconcile = () => module.handler({}, {} as never);
});
afterAll(() => rpc.stop());

// Known holders live in the compact known set (imports, reconciliations) and as holder documents (the webhook).
const known = () => listKnownHolders(chainDb(), MINT);
const count = async () => (await call('GET', '/api/holders/count')).body;

beforeEach(async () => {
  const holders = await chainDb().collection('holderFeed').doc(MINT).collection('holders').get();
  await Promise.all(holders.docs.map((doc) => doc.ref.delete()));
  const snapshot = await chainDb().collection('holderFeed').doc(MINT).collection('snapshot').get();
  await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()));
  await clearCollections('newHolders', 'holderFeed');
  for (const account of rpc.tokenAccounts()) rpc.removeTokenAccount(account.address);
  rpc.setOutage('none');
  rpc.setHolding(MINT, wallet('a'), 1_000n);
  rpc.setHolding(MINT, wallet('b'), 20n, 'token-2022');
  rpc.setHolding(MINT, wallet('c'), 3n);
  rpc.setHolding(MINT, wallet('c'), 4n, 'token-2022');
  rpc.setHolding(MINT, wallet('empty'), 0n);
});

describe('holder reconciliation', () => {
  it('shows no holder count before the first run', async () => {
    expect(await count()).toEqual({ success: true, data: null });
  });

  it('imports the existing holders on the first run, announcing nobody, and counts them', async () => {
    const report = await reconcile();
    expect(report).toMatchObject({ imported: true, count: 3, announced: [] });
    expect(await storedDocs('newHolders')).toEqual([]);
    expect(await known()).toEqual([wallet('a'), wallet('b'), wallet('c')].sort());
    const answer = await count();
    expect(answer.data).toMatchObject({ count: 3, mint: MINT });
    expect(Date.now() - Date.parse(answer.data.measuredAt)).toBeLessThan(60_000);
    expect((await call('GET', '/api/new-holders/latest')).body).toEqual({
      has_new_holder: false,
      holder: null,
    });
  });

  it('makes a holder that arrived without a webhook an event, once', async () => {
    await reconcile();
    rpc.setHolding(MINT, wallet('d'), 5n);
    const report = await reconcile();
    expect(report).toMatchObject({ imported: false, count: 4, announced: [wallet('d')] });
    const events = await storedDocs('newHolders');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ wallet: wallet('d'), source: 'reconcile', mint: MINT });
    expect((await call('GET', '/api/new-holders/latest')).body.holder.wallet).toBe(wallet('d'));
    expect((await reconcile()).announced).toEqual([]);
    expect(await storedDocs('newHolders')).toHaveLength(1);
  });

  it('does not announce again a holder the webhook already recorded', async () => {
    await reconcile();
    const delivery = [
      {
        signature: 'reconcile-test-signature',
        timestamp: Math.floor(Date.now() / 1000),
        type: 'TRANSFER',
        transactionError: null,
        tokenTransfers: [
          {
            fromUserAccount: wallet('a'),
            toUserAccount: wallet('e'),
            tokenAmount: 1.5,
            mint: MINT,
            tokenStandard: 'Fungible',
          },
        ],
      },
    ];
    const answer = await call('POST', '/api/new-holders/webhook', {
      json: delivery,
      headers: { authorization: SECRET },
    });
    expect(answer.body).toEqual({ success: true, recorded: 1 });
    rpc.setHolding(MINT, wallet('e'), 1_500n);
    expect(await reconcile()).toMatchObject({ count: 4, announced: [] });
    expect((await storedDocs('newHolders')).map((e) => e.source)).toEqual(['webhook']);
  });

  it('takes a holder whose balance went to zero out of the count, and does not announce its return', async () => {
    await reconcile();
    rpc.setHolding(MINT, wallet('a'), 0n);
    expect((await reconcile()).count).toBe(2);
    expect((await count()).data.count).toBe(2);
    rpc.setHolding(MINT, wallet('a'), 9n);
    expect(await reconcile()).toMatchObject({ count: 3, announced: [] });
    expect(await storedDocs('newHolders')).toEqual([]);
  });

  it.each(['http-503', 'rpc-error', 'hang'] as const)(
    'changes nothing and reports the failure when the RPC fails (%s)',
    async (outage) => {
      await reconcile();
      const before = await count();
      rpc.setHolding(MINT, wallet('d'), 5n);
      rpc.setOutage(outage);
      const logged = captureLogs();
      try {
        await expect(reconcile()).rejects.toThrow(/RPC unavailable|JSON-RPC error -32005/);
        await logged.settled();
        const line = logged.lines('error').at(-1);
        expect(line).toMatchObject({
          level: 'ERROR',
          message: 'Holder reconciliation failed; the next run retries',
        });
        expect(JSON.stringify(line)).not.toContain(rpc.url);
      } finally {
        vi.restoreAllMocks();
      }
      expect(await count()).toEqual(before);
      expect(await storedDocs('newHolders')).toEqual([]);
      expect(await known()).toEqual([wallet('a'), wallet('b'), wallet('c')].sort());
      rpc.setOutage('none');
      expect(await reconcile()).toMatchObject({ count: 4, announced: [wallet('d')] });
    },
  );

  it('an explicit import (npm run holders:import) records later holders as known without announcing them', async () => {
    await reconcile();
    rpc.setHolding(MINT, wallet('f'), 5n);
    const rpcClient = new SolanaRpcClient({ url: rpc.url });
    const result = await reconcileHolders({ db: chainDb(), rpc: rpcClient, mint: MINT, importOnly: true });
    expect(result).toMatchObject({ imported: true, count: 4, announced: [] });
    expect(await known()).toContain(wallet('f'));
    expect(await storedDocs('newHolders')).toEqual([]);
  });
});

describe('an implausible RPC answer', () => {
  /** Runs the reconciler expecting it to refuse the answer; returns the error line it logged. */
  async function refused(): Promise<Record<string, unknown>> {
    const logged = captureLogs();
    try {
      await expect(reconcile()).rejects.toThrow();
      await logged.settled();
      return logged.lines('error').at(-1) as LogLine;
    } finally {
      vi.restoreAllMocks();
    }
  }
  const many = (n: number) => {
    for (let i = 0; i < n; i++) rpc.setHolding(MINT, wallet(`many-${i}`), 1n);
  };

  it('an empty answer at the very first run imports nothing; the next good run imports and announces nobody', async () => {
    rpc.setOutage('empty-answer');
    expect(await refused()).toMatchObject({ level: 'ERROR', kind: 'implausible-answer', count: 0 });
    expect(await count()).toEqual({ success: true, data: null });
    expect(await known()).toEqual([]);
    rpc.setOutage('none');
    expect(await reconcile()).toMatchObject({ imported: true, count: 3, announced: [] });
    rpc.setHolding(MINT, wallet('later'), 1n);
    expect(await reconcile()).toMatchObject({ imported: false, count: 4, announced: [wallet('later')] });
    expect((await storedDocs('newHolders')).map((e) => e.wallet)).toEqual([wallet('later')]);
  });

  it.each(['empty-answer', 'half-answer', 'cut-answer'] as const)(
    'after the import (%s): count and known holders unchanged, nobody announced, the next good run writes only its count',
    async (outage) => {
      many(40);
      await reconcile();
      const before = { count: await count(), known: await known() };
      rpc.setHolding(MINT, wallet('new-during-outage'), 5n);
      rpc.setOutage(outage);
      const line = await refused();
      expect(line.kind).toBe(outage === 'cut-answer' ? 'rpc-unavailable' : 'implausible-answer');
      if (outage === 'half-answer') expect(line).toMatchObject({ count: 22, previousCount: 43 });
      expect(await count()).toEqual(before.count);
      expect(await known()).toEqual(before.known);
      expect(await storedDocs('newHolders')).toEqual([]);
      rpc.removeTokenAccount(tokenAccountAddress(MINT, wallet('new-during-outage')));
      rpc.setOutage('none');
      const next = await reconcile();
      expect(next).toMatchObject({ count: 43, announced: [] });
      // The feed document's count and time: no re-import, no chunk rewritten.
      expect(next.firestore.writes).toBe(1);
      expect(await known()).toEqual(before.known);
    },
  );
});
