import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import {
  type FakeSquadsMultisig,
  fakeKeyAddress,
  fakeMultisigAddress,
  fakeVaultAddress,
} from '../../scripts/local/fake-squads.js';
import { CONTROL_CHANGES } from '../facts/recorded-changes.js';
import { storeWalletBalance } from '../facts/store-wallet-balance.js';
import { readStoredWalletControl } from '../facts/stored-control.js';
import { readStoredWalletBalance, WALLET_BALANCE } from '../facts/wallet-balance.js';
import {
  CONTROL_STATE,
  logWalletControlFailure,
  WalletControlRefusedError,
  type WalletControlWatchOptions,
  watchWalletControl,
} from '../facts/watch-wallet-control.js';
import { publishMetrics } from '../platform/observability/metrics.js';
import { FutureSlotError } from '../platform/solana/checked-slot.js';
import { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { captureLogs } from './captured-logs.js';
import { clearCollections, factsDb, storedDocs } from './firestore-admin.js';
import { FAR_FUTURE_SLOT, startSlotLiar } from './slot-liar.js';

// ADR 33's amendment: a change of the donation wallet's rules is believed only when the second provider
// reads the same rules at the first one's slot, as the token-safety watch does (ADR 35). Two local
// chains: the first provider (which may lie) and the witness (the chain as it is).
const CREATE_KEY = fakePublicKey('witness-test-create-key');
const MULTISIG = fakeMultisigAddress(CREATE_KEY);
const VAULT = fakeVaultAddress(MULTISIG);
const MEMBERS = ['a', 'b', 'c'].map((name) => ({ key: fakeKeyAddress(`witness-test-${name}`) }));
const TWO_OF_THREE: FakeSquadsMultisig = { createKey: CREATE_KEY, threshold: 2, members: MEMBERS };
const ONE_OF_THREE: FakeSquadsMultisig = { ...TWO_OF_THREE, threshold: 1, staleTransactionIndex: 1 };
const target = { wallet: VAULT, multisig: MULTISIG, vaultIndex: 0 };

let first: FakeSolanaRpc;
let witness: FakeSolanaRpc;
let liar: Awaited<ReturnType<typeof startSlotLiar>>;

beforeAll(async () => {
  [first, witness] = await Promise.all([startFakeSolanaRpc(), startFakeSolanaRpc()]);
  liar = await startSlotLiar(first.url);
});
afterAll(() => Promise.all([first.stop(), witness.stop(), liar.stop()]));
beforeEach(async () => {
  await clearCollections(CONTROL_STATE.collection, CONTROL_CHANGES, WALLET_BALANCE);
  for (const chain of [first, witness]) {
    chain.setOutage('none');
    chain.apply({ squads: { multisigs: [TWO_OF_THREE] } });
  }
  // The witness a little ahead, as an honest second node usually is when asked just after the first.
  witness.setSlot(first.slot() + 1000);
});
afterEach(() => vi.restoreAllMocks());

const client = (url: string) => new SolanaRpcClient({ url, timeoutMs: 5_000 });
const toBoth = (rules: FakeSquadsMultisig) => {
  for (const chain of [first, witness]) chain.apply({ squads: { multisigs: [rules] } });
  witness.setSlot(first.slot() + 1000);
};

/** One scheduled run: its report (or error), the metrics it published and its log lines. */
async function run(extra: Partial<WalletControlWatchOptions> = {}) {
  const logs = captureLogs();
  const outcome = await watchWalletControl({
    db: factsDb(),
    rpc: client(first.url),
    witness: async () => client(witness.url),
    target,
    behindRetries: { attempts: 2, delayMs: 10 },
    ...extra,
  }).catch((error: unknown) => {
    logWalletControlFailure(error);
    return error;
  });
  await publishMetrics();
  await logs.settled();
  const counted = (name: string) =>
    logs
      .lines()
      .filter((line) => '_aws' in line)
      .reduce((sum, line) => sum + Number(line[name] ?? 0), 0);
  const result = {
    outcome,
    changes: counted('WalletControlChanges'),
    refusals: counted('ImplausibleAnswers'),
    futureSlots: counted('FutureSlots'),
    warnings: logs.lines('warn').map((line) => line.message),
    errors: logs.lines('error'),
  };
  vi.restoreAllMocks();
  return result;
}

const storedThreshold = async () =>
  (
    (await factsDb().collection(CONTROL_STATE.collection).doc(CONTROL_STATE.doc).get()).data()?.rules as {
      threshold: string;
    }
  )?.threshold;

describe("the second provider's word on a change of the donation wallet's rules (ADR 33)", () => {
  it('believes a change both providers see: recorded once and counted', async () => {
    expect((await run()).outcome).toMatchObject({ baseline: true, witness: 'agreed' });
    toBoth(ONE_OF_THREE);
    const changed = await run();
    expect(changed).toMatchObject({
      outcome: {
        witness: 'agreed',
        change: { changes: [{ field: 'threshold', before: '2/3', after: '1/3' }] },
      },
      changes: 1,
      refusals: 0,
    });
    expect(await storedThreshold()).toBe('1/3');
    expect(await storedDocs(CONTROL_CHANGES)).toHaveLength(1);
  });

  it('asks again at every run about rules believed while the witness was down, until it confirms or refutes them', async () => {
    await run();
    // A lie (one of three may move the donations) while the witness is down: believed as one provider's.
    first.apply({ squads: { multisigs: [ONE_OF_THREE] } });
    witness.setOutage('rpc-error');
    expect((await run()).outcome).toMatchObject({ witness: 'unreadable' });
    expect(await storedThreshold()).toBe('1/3');
    expect(await readStoredWalletControl(factsDb(), VAULT)).toMatchObject({ oneProvider: true });
    // The witness is back and does not see it: refused at every run, the page still says one provider.
    witness.setOutage('none');
    const refused = await run();
    expect(refused.outcome).toBeInstanceOf(WalletControlRefusedError);
    expect(refused.refusals).toBe(1);
    expect((await run()).refusals).toBe(1);
    expect(await readStoredWalletControl(factsDb(), VAULT)).toMatchObject({ oneProvider: true });
    // The chain changes so, the witness sees it: confirmed, and no longer one provider's word.
    toBoth(ONE_OF_THREE);
    expect(await run()).toMatchObject({ outcome: { witness: 'agreed', change: null }, refusals: 0 });
    expect((await readStoredWalletControl(factsDb(), VAULT))?.oneProvider).toBeUndefined();
    expect(await storedDocs(CONTROL_CHANGES)).toHaveLength(1);
  });

  it('keeps the confirmed balance when the first provider inflates it and the witness does not see it', async () => {
    const balance = () =>
      storeWalletBalance(factsDb(), client(first.url), VAULT, undefined, async () => client(witness.url));
    for (const chain of [first, witness]) chain.setBalance(VAULT, 12_500_000_000);
    expect(await balance()).toMatchObject({ witness: 'agreed' });
    first.setBalance(VAULT, 9_000_000_000_000);
    expect(await balance()).toMatchObject({ witness: 'kept' });
    expect(await readStoredWalletBalance(factsDb(), VAULT)).toMatchObject({ lamports: 12_500_000_000 });
    // With the witness down, the first provider's balance is shown, as one provider's, and asked again.
    witness.setOutage('rpc-error');
    expect(await balance()).toMatchObject({ witness: 'unreadable' });
    expect(await readStoredWalletBalance(factsDb(), VAULT)).toMatchObject({
      lamports: 9_000_000_000_000,
      oneProvider: true,
    });
    witness.setOutage('none');
    expect(await balance()).toMatchObject({ witness: 'kept' });
    witness.setBalance(VAULT, 9_000_000_000_000);
    expect(await balance()).toMatchObject({ witness: 'agreed' });
    expect((await readStoredWalletBalance(factsDb(), VAULT))?.oneProvider).toBeUndefined();
  });

  it('refuses a change the witness does not see: ImplausibleAnswers, an error line, the stored rules stand', async () => {
    await run();
    first.apply({ squads: { multisigs: [ONE_OF_THREE] } });
    const refused = await run();
    expect(refused.outcome).toBeInstanceOf(WalletControlRefusedError);
    expect(refused).toMatchObject({ refusals: 1, changes: 0 });
    expect(refused.errors).toContainEqual(
      expect.objectContaining({
        message:
          "The donation wallet's rules refused: the two RPC providers disagree; the stored rules stand",
        kind: 'implausible-answer',
        first: expect.objectContaining({ threshold: '1/3' }),
        second: expect.objectContaining({ threshold: '2/3' }),
        stored: expect.objectContaining({ threshold: '2/3' }),
      }),
    );
    expect(await storedThreshold()).toBe('2/3');
    expect(await storedDocs(CONTROL_CHANGES)).toEqual([]);
  });

  it('keeps the stored rules while the witness is behind the first provider’s slot, and believes them once it is not', async () => {
    await run();
    toBoth(ONE_OF_THREE);
    witness.setSlot(first.slot() - 1000);
    const kept = await run();
    expect(kept).toMatchObject({ outcome: { witness: 'behind', change: null }, changes: 0, refusals: 0 });
    expect(kept.warnings).toContain(
      "The second RPC provider has not reached the first one's slot; the donation wallet's stored rules are kept until the next run",
    );
    expect(await storedThreshold()).toBe('2/3');
    expect(await storedDocs(CONTROL_CHANGES)).toEqual([]);
    witness.setSlot(first.slot() + 1000);
    expect(await run()).toMatchObject({ outcome: { witness: 'agreed' }, changes: 1 });
  });

  it.each([
    ['down (HTTP 503)', () => witness.setOutage('http-503'), {}],
    [
      'unreadable (its secret)',
      () => undefined,
      {
        witness: async () => {
          throw new Error('The second Solana RPC URL secret is empty');
        },
      },
    ],
  ])('believes the first provider with the witness %s, with a warning line', async (_what, fault, extra) => {
    await run();
    toBoth(ONE_OF_THREE);
    fault();
    const believed = await run(extra);
    expect(believed).toMatchObject({ outcome: { witness: 'unreadable' }, changes: 1, refusals: 0 });
    expect(believed.warnings).toContain(
      "The second RPC provider could not be read; the first one's reading of the donation wallet's rules is believed",
    );
    expect(await storedThreshold()).toBe('1/3');
  });

  it('believes the first provider without a second one, with a warning line', async () => {
    const none = { witness: async () => undefined };
    await run(none);
    first.apply({ squads: { multisigs: [ONE_OF_THREE] } });
    const believed = await run(none);
    expect(believed).toMatchObject({ outcome: { witness: 'none' }, changes: 1 });
    expect(believed.warnings).toContain(
      "No second RPC provider is configured; the first one's reading of the donation wallet's rules is believed",
    );
  });

  it('refuses a slot from the future, counted, and believes a later change both providers see', async () => {
    const lying = { rpc: client(liar.url) };
    await run(lying);
    first.apply({ squads: { multisigs: [ONE_OF_THREE] } });
    // Without a witness, the first provider's own getSlot is the check.
    liar.lieOnce('getAccountInfo');
    const refused = await run({ ...lying, witness: async () => undefined });
    expect(refused.outcome).toBeInstanceOf(FutureSlotError);
    expect(refused).toMatchObject({ futureSlots: 1, changes: 0 });
    expect(refused.errors).toContainEqual(
      expect.objectContaining({ kind: 'future-slot', slot: FAR_FUTURE_SLOT, by: 'first provider' }),
    );
    expect(await storedThreshold()).toBe('2/3');
    toBoth(ONE_OF_THREE);
    expect(await run(lying)).toMatchObject({ outcome: { witness: 'agreed' }, changes: 1 });
    expect(await storedThreshold()).toBe('1/3');
  });
});
