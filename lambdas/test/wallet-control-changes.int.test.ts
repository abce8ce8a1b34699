import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import {
  type FakeSquadsMultisig,
  fakeChangeThreshold,
  fakeConfigExecute,
  fakeKeyAddress,
  fakeMultisigAddress,
  fakeVaultAddress,
  fakeVaultExecute,
} from '../../scripts/local/fake-squads.js';
import { CONTROL_CHANGES } from '../facts/recorded-changes.js';
import { RULES_SEARCH_SIGNATURES } from '../facts/rules-transaction.js';
import { CONTROL_STATE, watchWalletControl } from '../facts/watch-wallet-control.js';
import { publishMetrics } from '../platform/observability/metrics.js';
import { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { apiClient, type Call } from './api.js';
import { captureLogs } from './captured-logs.js';
import { clearCollections, factsDb, storedDocs } from './firestore-admin.js';

// The scheduled read notices a change of the donation wallet's rules once, records it with its time
// and transaction, counts it in the alarmed metric, and the public route lists it (behaviour §2.8, ADR 33).
const CREATE_KEY = fakePublicKey('changes-test-create-key');
const MULTISIG = fakeMultisigAddress(CREATE_KEY);
const VAULT = fakeVaultAddress(MULTISIG);
const MEMBERS = ['a', 'b', 'c', 'd', 'e'].map((name) => ({ key: fakeKeyAddress(`changes-test-${name}`) }));
const threeOfFive: FakeSquadsMultisig = { createKey: CREATE_KEY, threshold: 3, members: MEMBERS };

let rpc: FakeSolanaRpc;
let call: Call;
const target = { wallet: VAULT, multisig: MULTISIG, vaultIndex: 0 };
/** The member who executes and pays for the transactions below. */
const EXECUTOR = MEMBERS[0]?.key as string;

beforeAll(async () => {
  rpc = await startFakeSolanaRpc();
  call = apiClient({
    ADMIN_UID: 'changes-admin',
    TOKEN_MINT: fakePublicKey('changes-test-mint'),
    DONATION_WALLET: VAULT,
    DONATION_MULTISIG: MULTISIG,
    SOLANA_RPC_URL: rpc.url,
  });
  rpc.setBalance(EXECUTOR, 1_000_000_000_000);
});
afterAll(() => rpc.stop());
beforeEach(async () => {
  await clearCollections(CONTROL_STATE.collection, CONTROL_CHANGES);
  rpc.apply({ squads: { multisigs: [threeOfFive] } });
});
afterEach(() => vi.restoreAllMocks());

/** One scheduled run, and the metrics it published. */
async function run(watched = target) {
  const logs = captureLogs();
  const report = await watchWalletControl({
    db: factsDb(),
    rpc: new SolanaRpcClient({ url: rpc.url }),
    target: watched,
  });
  await publishMetrics();
  const counted = logs
    .lines()
    .filter((line) => '_aws' in line)
    .reduce((sum, line) => sum + Number(line.WalletControlChanges ?? 0), 0);
  vi.restoreAllMocks();
  return { report, counted };
}

describe("the scheduled read of the donation wallet's rules", () => {
  it('keeps the first read as the baseline and records nothing', async () => {
    const { report, counted } = await run();
    expect(report).toEqual({ baseline: true, change: null, witness: 'none' });
    expect(counted).toBe(0);
    expect(await storedDocs(CONTROL_CHANGES)).toEqual([]);
    expect((await run()).report).toEqual({ baseline: false, change: null, witness: 'not-asked' });
  });

  it('notices a threshold change once, with its time, its transaction and its alarm metric', async () => {
    await run();
    const calls = rpc.ledger.stats();
    await run();
    // Nothing changed: the history is not read (it is read only for a change).
    expect(rpc.ledger.stats()).toEqual(calls);
    rpc.apply({ squads: { multisigs: [{ ...threeOfFive, threshold: 2, staleTransactionIndex: 1 }] } });
    // The config authority's call, as a controlled multisig's rules change.
    const signature = rpc.ledger.add({
      feePayer: EXECUTOR,
      instructions: [fakeChangeThreshold({ multisig: MULTISIG, configAuthority: EXECUTOR, threshold: 2 })],
    });
    const first = await run();
    expect(first.counted).toBe(1);
    expect(first.report.change).toEqual({
      at: expect.any(String),
      signature,
      changes: [{ field: 'threshold', before: '3/5', after: '2/5' }],
    });
    const again = await run();
    expect(again).toEqual({ report: { baseline: false, change: null, witness: 'not-asked' }, counted: 0 });
    expect(await storedDocs(CONTROL_CHANGES)).toHaveLength(1);

    const answer = await call('GET', '/api/facts/donation-wallet-control/changes');
    expect(answer.status).toBe(200);
    expect(answer.body.data.changes).toEqual([first.report.change]);
    expect(answer.headers['cache-control']).toMatch(/s-maxage=60/);
  });

  it('notices a config authority, a new member without the vote and a spending limit, each named', async () => {
    await run();
    rpc.apply({
      squads: {
        multisigs: [
          {
            ...threeOfFive,
            configAuthority: MEMBERS[1]?.key ?? null,
            members: [...MEMBERS, { key: fakeKeyAddress('changes-test-f'), permissions: ['initiate'] }],
          },
        ],
        spendingLimits: [
          {
            address: fakePublicKey('changes-limit'),
            multisig: MULTISIG,
            amount: '1',
            period: 'day',
            members: [MEMBERS[2]?.key as string],
          },
        ],
      },
    });
    try {
      const { report } = await run();
      expect(report.change?.changes).toEqual([
        // The member who joined is named (issue 56's notice): none left, none changed permissions.
        {
          field: 'members',
          before: '5',
          after: '6',
          joined: [fakeKeyAddress('changes-test-f')],
          left: [],
          changed: [],
        },
        { field: 'configAuthority', before: 'none', after: MEMBERS[1]?.key },
        { field: 'spendingLimits', before: '0', after: '1' },
      ]);
    } finally {
      rpc.apply({ squads: { remove: [fakePublicKey('changes-limit')] } });
    }
  });

  it('lists no change older than 30 days', async () => {
    await factsDb()
      .collection(CONTROL_CHANGES)
      .add({
        at: new Date(Date.now() - 31 * 86_400_000).toISOString(),
        signature: null,
        changes: [],
        wallet: VAULT,
      });
    expect((await call('GET', '/api/facts/donation-wallet-control/changes')).body.data).toEqual({
      changes: [],
    });
  });
});

describe('the transaction recorded with a change', () => {
  /** A multisig of its own for one test: the fake chain's history is shared by the file's tests. */
  function ownMultisig(name: string) {
    const createKey = fakePublicKey(`changes-test-own-${name}`);
    const multisig = fakeMultisigAddress(createKey);
    const rules: FakeSquadsMultisig = { createKey, threshold: 3, members: MEMBERS };
    rpc.apply({ squads: { multisigs: [rules] } });
    const watched = { wallet: fakeVaultAddress(multisig), multisig, vaultIndex: 0 };
    const change = () => rpc.apply({ squads: { multisigs: [{ ...rules, threshold: 2 }] } });
    return { multisig, watched, change };
  }
  const executeConfig = (multisig: string, transactionIndex: number, more: { failed?: boolean } = {}) =>
    rpc.ledger.add({
      feePayer: EXECUTOR,
      ...more,
      instructions: [fakeConfigExecute({ multisig, member: EXECUTOR, transactionIndex })],
    });
  const executeVault = (multisig: string, transactionIndex: number) =>
    rpc.ledger.add({
      feePayer: EXECUTOR,
      instructions: [fakeVaultExecute({ multisig, transactionIndex, member: EXECUTOR })],
    });

  it("is the config transaction's execution, not the multisig's newer vault transaction", async () => {
    const { multisig, watched, change } = ownMultisig('older-config');
    await run(watched);
    const config = executeConfig(multisig, 1);
    executeVault(multisig, 2);
    change();
    expect((await run(watched)).report.change?.signature).toBe(config);
  });

  it(`is null when none of the multisig's last ${RULES_SEARCH_SIGNATURES} transactions changes the rules`, async () => {
    const { multisig, watched, change } = ownMultisig('beyond-bound');
    await run(watched);
    executeConfig(multisig, 1);
    for (let i = 0; i < RULES_SEARCH_SIGNATURES; i++) executeVault(multisig, 2 + i);
    change();
    const before = rpc.ledger.stats().getTransactionCalls;
    const { report } = await run(watched);
    expect(report.change?.changes).toEqual([{ field: 'threshold', before: '3/5', after: '2/5' }]);
    expect(report.change?.signature).toBeNull();
    expect(rpc.ledger.stats().getTransactionCalls - before).toBe(RULES_SEARCH_SIGNATURES);
  });

  it('passes over a failed config transaction: it changed nothing', async () => {
    const { multisig, watched, change } = ownMultisig('failed-config');
    await run(watched);
    const executed = executeConfig(multisig, 1);
    executeConfig(multisig, 2, { failed: true });
    change();
    expect((await run(watched)).report.change?.signature).toBe(executed);
  });

  it('is not a config transaction older than the first read of the old rules', async () => {
    const { multisig, watched, change } = ownMultisig('before-baseline');
    rpc.ledger.add({
      feePayer: EXECUTOR,
      blockTime: Math.floor(Date.now() / 1000) - 86_400,
      instructions: [fakeConfigExecute({ multisig, member: EXECUTOR, transactionIndex: 1 })],
    });
    await run(watched);
    change();
    expect((await run(watched)).report.change?.signature).toBeNull();
  });
});
