import bs58 from 'bs58';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import {
  FAKE_SQUADS_PROGRAM,
  type FakeSquadsMultisig,
  fakeMultisigAddress,
  fakeVaultAddress,
  multisigData,
} from '../../scripts/local/fake-squads.js';
import { CONTROL_CHANGES } from '../facts/recorded-changes.js';
import { CONTROL_STATE } from '../facts/stored-control.js';
import { watchWalletControl } from '../facts/watch-wallet-control.js';
import { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { apiClient, type Call } from './api.js';
import { captureLogs } from './captured-logs.js';
import { clearCollections, factsDb } from './firestore-admin.js';

// Who controls the donation wallet (behaviour §2.8, ADR 33): the scheduled watch against a local node
// serving Squads v4 accounts in the program's binary layout, the wallet being the configured multisig's
// vault, and the route answering what the watch stored (ADR 11).
const CREATE_KEY = fakePublicKey('control-test-create-key');
const MULTISIG = fakeMultisigAddress(CREATE_KEY);
const VAULT = fakeVaultAddress(MULTISIG);
const [ALICE, BOB, CAROL, DAVE, ERIN] = ['alice', 'bob', 'carol', 'dave', 'erin'].map((name) =>
  fakePublicKey(`control-test-${name}`),
) as [string, string, string, string, string];
const AUTHORITY = fakePublicKey('control-test-config-authority');
const SPENDER = fakePublicKey('control-test-spender');
const USDC = fakePublicKey('control-test-usdc');
const ALL = { initiate: true, vote: true, execute: true };

let rpc: FakeSolanaRpc;
let call: Call;
let logged: ReturnType<typeof captureLogs>;

const twoOfThree: FakeSquadsMultisig = {
  createKey: CREATE_KEY,
  threshold: 2,
  members: [{ key: ALICE }, { key: BOB }, { key: CAROL }],
};
const setMultisig = (multisig: FakeSquadsMultisig) => rpc.apply({ squads: { multisigs: [multisig] } });
/** One run of the watch, then the route's answer. */
async function control() {
  const rpcClient = new SolanaRpcClient({ url: rpc.url, timeoutMs: 5_000 });
  await watchWalletControl({
    db: factsDb(),
    rpc: rpcClient,
    target: { wallet: VAULT, multisig: MULTISIG, vaultIndex: 0 },
  });
  return call('GET', '/api/facts/donation-wallet-control');
}
/** The members as the answer lists them: sorted by their bytes, as the program keeps them. */
const sortedByKey = <T extends { address: string }>(members: T[]) =>
  [...members].sort((a, b) => Buffer.compare(bs58.decode(a.address), bs58.decode(b.address)));

beforeAll(async () => {
  rpc = await startFakeSolanaRpc();
  call = apiClient({
    ADMIN_UID: 'control-admin',
    TOKEN_MINT: fakePublicKey('control-test-mint'),
    DONATION_WALLET: VAULT,
    DONATION_MULTISIG: MULTISIG,
    SOLANA_RPC_URL: rpc.url,
    RPC_TIMEOUT_MS: '1500',
  });
});
afterAll(() => rpc.stop());
beforeEach(async () => {
  await clearCollections(CONTROL_STATE.collection, CONTROL_CHANGES);
  rpc.setOutage('none');
  rpc.setRawAccount(MULTISIG, undefined);
  setMultisig(twoOfThree);
  logged = captureLogs();
});
afterEach(() => vi.restoreAllMocks());

describe('GET /api/facts/donation-wallet-control for a Squads v4 vault', () => {
  it('reads a 2-of-3 multisig, dated and cacheable for a minute', async () => {
    const answer = await control();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: {
        wallet: VAULT,
        readAt: expect.any(String),
        control: {
          kind: 'squads-v4',
          multisig: MULTISIG,
          vaultIndex: 0,
          threshold: 2,
          voters: 3,
          members: sortedByKey([ALICE, BOB, CAROL].map((address) => ({ address, ...ALL }))),
          timeLockSeconds: 0,
          configAuthority: null,
          spendingLimits: [],
        },
      },
    });
    expect(Date.now() - Date.parse(answer.body.data.readAt)).toBeLessThan(60_000);
    expect(answer.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=60,/);
    // The watch's reads: the multisig, its spending limits, then (a first read) its slot checked (ADR 35).
    expect(rpc.calls.map((c) => c.method).slice(-3)).toEqual([
      'getAccountInfo',
      'getProgramAccounts',
      'getSlot',
    ]);
  });

  it('reads 3 of 5 with a timelock, and a rent collector before the members', async () => {
    setMultisig({
      createKey: CREATE_KEY,
      threshold: 3,
      timeLock: 86_400,
      rentCollector: AUTHORITY,
      transactionIndex: 12,
      staleTransactionIndex: 4,
      members: [ALICE, BOB, CAROL, DAVE, ERIN].map((key) => ({ key })),
      spare: 330,
    });
    const { body } = await control();
    expect(body.data.control).toMatchObject({ threshold: 3, voters: 5, timeLockSeconds: 86_400 });
    expect(body.data.control.members).toHaveLength(5);
  });

  it('reads new rules sent to the local chain as JSON, naming the multisig by its address only', async () => {
    const response = await fetch(`${rpc.url}/__fake/state`, {
      method: 'POST',
      body: JSON.stringify({
        squads: { multisigs: [{ address: MULTISIG, threshold: 1, members: [{ key: ALICE }] }] },
      }),
    });
    expect(response.ok).toBe(true);
    expect((await control()).body.data.control).toMatchObject({
      threshold: 1,
      voters: 1,
      members: [{ address: ALICE }],
    });
  });

  it('names a config authority: one key can change the rules', async () => {
    setMultisig({ ...twoOfThree, configAuthority: AUTHORITY });
    expect((await control()).body.data.control.configAuthority).toBe(AUTHORITY);
  });

  it('lists a spending limit of this vault, and not those of another vault or multisig', async () => {
    rpc.apply({
      squads: {
        spendingLimits: [
          {
            address: fakePublicKey('limit-sol'),
            multisig: MULTISIG,
            amount: '5000000000',
            remainingAmount: '2000000000',
            period: 'day',
            members: [SPENDER],
          },
          {
            address: fakePublicKey('limit-usdc'),
            multisig: MULTISIG,
            mint: USDC,
            amount: '100000000',
            period: 'one-time',
            members: [SPENDER, ALICE],
            destinations: [BOB],
          },
          {
            address: fakePublicKey('limit-other-vault'),
            multisig: MULTISIG,
            vaultIndex: 1,
            amount: '1',
            period: 'week',
            members: [SPENDER],
          },
          {
            address: fakePublicKey('limit-other-multisig'),
            multisig: fakePublicKey('another-multisig'),
            amount: '1',
            period: 'month',
            members: [SPENDER],
          },
        ],
      },
    });
    try {
      const { body } = await control();
      const limits = body.data.control.spendingLimits;
      expect(limits).toHaveLength(2);
      expect(limits).toContainEqual({
        address: fakePublicKey('limit-sol'),
        mint: null,
        amount: '5000000000',
        period: 'day',
        remainingAmount: '2000000000',
        members: [SPENDER],
        destinations: [],
      });
      expect(limits).toContainEqual({
        address: fakePublicKey('limit-usdc'),
        mint: USDC,
        amount: '100000000',
        period: 'one-time',
        remainingAmount: '100000000',
        members: [SPENDER, ALICE],
        destinations: [BOB],
      });
      const asked = rpc.calls.findLast((c) => c.method === 'getProgramAccounts');
      expect(asked?.params).toMatchObject([
        FAKE_SQUADS_PROGRAM,
        { filters: [{}, { memcmp: { offset: 8, bytes: MULTISIG } }] },
      ]);
    } finally {
      rpc.apply({
        squads: {
          remove: ['limit-sol', 'limit-usdc', 'limit-other-vault', 'limit-other-multisig'].map((s) =>
            fakePublicKey(s),
          ),
        },
      });
    }
  });

  it('does not count a member without the vote permission toward the threshold', async () => {
    setMultisig({
      createKey: CREATE_KEY,
      threshold: 2,
      members: [{ key: ALICE }, { key: BOB }, { key: CAROL, permissions: ['initiate', 'execute'] }],
    });
    const { body } = await control();
    expect(body.data.control).toMatchObject({ threshold: 2, voters: 2 });
    const carol = body.data.control.members.find((m: { address: string }) => m.address === CAROL);
    expect(carol).toEqual({ address: CAROL, initiate: true, vote: false, execute: true });
  });

  const account = (owner: string, data: Buffer) => ({
    data: [data.toString('base64'), 'base64'],
    executable: false,
    lamports: 5_000_000,
    owner,
    rentEpoch: 2 ** 64,
    space: data.length,
  });

  it.each([
    [
      'a wrong discriminator',
      () =>
        account(
          FAKE_SQUADS_PROGRAM,
          Buffer.concat([Buffer.alloc(8, 7), multisigData(twoOfThree).subarray(8)]),
        ),
      { reason: 'not-a-multisig' },
    ],
    [
      'a truncated account',
      () => account(FAKE_SQUADS_PROGRAM, multisigData(twoOfThree).subarray(0, 150)),
      { reason: 'malformed' },
    ],
    [
      'a member list longer than the account',
      () => {
        const data = multisigData(twoOfThree);
        data.writeUInt32LE(1_000_000, 8 + 32 + 32 + 2 + 4 + 8 + 8 + 1 + 1);
        return account(FAKE_SQUADS_PROGRAM, data);
      },
      { reason: 'malformed' },
    ],
    [
      'a threshold above the voters',
      () => account(FAKE_SQUADS_PROGRAM, multisigData({ ...twoOfThree, threshold: 4 })),
      { reason: 'malformed' },
    ],
    [
      "another program's account",
      () => account(fakePublicKey('other-program'), multisigData(twoOfThree)),
      { reason: 'other-program', owner: fakePublicKey('other-program') },
    ],
    ['no account at all', () => null, { reason: 'missing' }],
  ])('says plainly what it found for %s, with no crash and no guess', async (_case, value, expected) => {
    rpc.setRawAccount(MULTISIG, value());
    const answer = await control();
    expect(answer.status).toBe(200);
    expect(answer.body.data.control).toEqual({ kind: 'unknown', ...expected });
    expect(logged.lines('error')).toHaveLength(0);
  });

  it('keeps answering the last read when the node fails, and never a made-up answer', async () => {
    const before = (await control()).body.data;
    rpc.setOutage('rpc-error');
    await expect(control()).rejects.toThrow();
    const answer = await call('GET', '/api/facts/donation-wallet-control');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(before);
  });
});
