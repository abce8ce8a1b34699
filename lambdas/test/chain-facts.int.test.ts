import type { Context } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import { FACTS_STALE_AFTER_MINUTES, TOKEN_PROGRAMS } from '../contract/facts.js';
import { MalformedChainAnswerError } from '../facts/read-chain.js';
import { storeWalletBalance } from '../facts/store-wallet-balance.js';
import { CONTROL_STATE } from '../facts/stored-control.js';
import { TOKEN_SAFETY } from '../facts/token-safety.js';
import { WALLET_BALANCE } from '../facts/wallet-balance.js';
import { watchTokenSafety } from '../facts/watch-token-safety.js';
import { watchWalletControl } from '../facts/watch-wallet-control.js';
import { RpcUnavailableError, SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { apiClient, type Call } from './api.js';
import { captureLogs } from './captured-logs.js';
import { clearCollections, factsDb } from './firestore-admin.js';

// The public facts routes (ADR 11, "Amendment: no RPC call on a visitor's request"): each answers what the
// scheduled watches stored, with the time it was read, and never asks the node, which the local chain's
// request log shows. The watches read a local node that answers real JSON-RPC.
const MINT = fakePublicKey('facts-test-mint');
const WALLET = fakePublicKey('facts-test-donation-wallet');
const AUTHORITY = fakePublicKey('facts-test-authority');
const FREEZER = fakePublicKey('facts-test-freezer');
const SUPPLY = 1_000_000_000_000_000n;
const MINUTE = 60_000;

let rpc: FakeSolanaRpc;
let call: Call;
const env = () => ({
  ADMIN_UID: 'facts-admin',
  TOKEN_MINT: MINT,
  DONATION_WALLET: WALLET,
  // Given to the routes too, as the local stack gives every handler its whole environment: they must not use it.
  SOLANA_RPC_URL: rpc.url,
  RPC_TIMEOUT_MS: '1500',
});

beforeAll(async () => {
  rpc = await startFakeSolanaRpc();
  call = apiClient(env());
});
afterAll(() => rpc.stop());

beforeEach(async () => {
  await clearCollections(TOKEN_SAFETY, WALLET_BALANCE, CONTROL_STATE.collection);
  rpc.setOutage('none');
  rpc.setRawAccount(MINT, undefined);
  rpc.setMint({ address: MINT, supply: SUPPLY, decimals: 6, mintAuthority: null, freezeAuthority: null });
  rpc.setBalance(WALLET, 12_500_000_000);
});
afterEach(() => vi.restoreAllMocks());

const client = () => new SolanaRpcClient({ url: rpc.url, timeoutMs: 5_000 });

/** One run of each watch, as if at `at` (the time each stores as its read's). */
async function watchesRun(at: Date = new Date()) {
  const now = () => at;
  await watchTokenSafety({ db: factsDb(), rpc: client(), witness: async () => undefined, mint: MINT, now });
  await watchWalletControl({ db: factsDb(), rpc: client(), target: { wallet: WALLET, vaultIndex: 0 }, now });
  await storeWalletBalance(factsDb(), client(), WALLET, now);
}

const ROUTES = {
  token: '/api/facts/token',
  balance: '/api/facts/donation-wallet',
  control: '/api/facts/donation-wallet-control',
} as const;
const get = (route: keyof typeof ROUTES) => call('GET', ROUTES[route]);

/** Whole minutes since `readAt`, read before and after `answer` came: its count lies between them. */
async function minutesAround(readAt: Date, answer: () => Promise<Awaited<ReturnType<Call>>>) {
  const minutes = () => Math.floor((Date.now() - readAt.getTime()) / MINUTE);
  const before = minutes();
  const result = await answer();
  return { result, before, after: minutes() };
}

describe('the public facts routes answer what the watches stored', () => {
  it.each(Object.keys(ROUTES) as (keyof typeof ROUTES)[])(
    '%s: answers with no RPC call, and the same with the node down',
    async (route) => {
      await watchesRun();
      const asked = rpc.calls.length;
      const answer = await get(route);
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(true);
      expect(answer.body.data).not.toBeNull();
      expect(answer.headers['cache-control']).toMatch(
        /^public, max-age=0, s-maxage=60, stale-while-revalidate=\d+, stale-if-error=86400$/,
      );
      expect(rpc.calls.slice(asked)).toEqual([]);
      rpc.setOutage('http-503');
      const down = await get(route);
      expect(down.status).toBe(200);
      expect(down.body).toEqual(answer.body);
    },
  );

  it('answers the stored reads whole, with the time each was read, not what the chain says since', async () => {
    const readAt = new Date();
    await watchesRun(readAt);
    // The chain moves on after the runs: the routes keep answering what was read.
    rpc.setMint({ address: MINT, supply: 7n, decimals: 6, mintAuthority: null, freezeAuthority: null });
    rpc.setBalance(WALLET, 1);
    expect((await get('token')).body.data).toEqual({
      mint: MINT,
      supply: String(SUPPLY),
      decimals: 6,
      mintAuthority: null,
      freezeAuthority: null,
      tokenProgram: 'spl-token',
      readAt: readAt.toISOString(),
    });
    expect((await get('balance')).body.data).toEqual({
      address: WALLET,
      lamports: 12_500_000_000,
      readAt: readAt.toISOString(),
    });
    const control = (
      await factsDb().collection(CONTROL_STATE.collection).doc(CONTROL_STATE.doc).get()
    ).data();
    expect(control?.facts).toMatchObject({ wallet: WALLET, readAt: readAt.toISOString() });
    expect((await get('control')).body.data).toEqual(control?.facts);
  });

  it.each(Object.keys(ROUTES) as (keyof typeof ROUTES)[])(
    '%s: says for how many minutes the chain has not been read, past the bound',
    async (route) => {
      const readAt = new Date(Date.now() - 3 * 60 * MINUTE);
      await watchesRun(readAt);
      const { result, before, after } = await minutesAround(readAt, () => get(route));
      expect(result.status).toBe(200);
      expect(result.body.data.readAt).toBe(readAt.toISOString());
      expect(result.body.data.notReadForMinutes).toBeGreaterThanOrEqual(before);
      expect(result.body.data.notReadForMinutes).toBeLessThanOrEqual(after);
      expect(before).toBeGreaterThan(FACTS_STALE_AFTER_MINUTES);
    },
  );

  it.each(Object.keys(ROUTES) as (keyof typeof ROUTES)[])(
    '%s: is fresh again once a later run reads the chain, the same facts or not',
    async (route) => {
      await watchesRun(new Date(Date.now() - 3 * 60 * MINUTE));
      expect((await get(route)).body.data.notReadForMinutes).toBeGreaterThan(FACTS_STALE_AFTER_MINUTES);
      const readAt = new Date();
      await watchesRun(readAt);
      const { data } = (await get(route)).body;
      expect(data.readAt).toBe(readAt.toISOString());
      expect(data).not.toHaveProperty('notReadForMinutes');
    },
  );

  it.each(Object.keys(ROUTES) as (keyof typeof ROUTES)[])(
    '%s: answers null, cacheable, while nothing is stored yet (a first deploy before the first run)',
    async (route) => {
      const asked = rpc.calls.length;
      const answer = await get(route);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, data: null });
      expect(answer.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=60,/);
      expect(rpc.calls.length).toBe(asked);
    },
  );

  it("answers null for another wallet's stored reads: another wallet configured starts from none", async () => {
    await watchWalletControl({
      db: factsDb(),
      rpc: client(),
      target: { wallet: fakePublicKey('facts-test-old-wallet'), vaultIndex: 0 },
    });
    expect((await get('control')).body.data).toBeNull();
  });
});

describe('the wallet-control watch stores the balance', () => {
  async function scheduled() {
    Object.assign(process.env, env());
    vi.resetModules();
    const { handler } = (await import('../functions/watch-wallet-control.js')) as {
      handler: (event: unknown, context: Context) => Promise<unknown>;
    };
    return handler({}, { awsRequestId: 'balance-check' } as Context);
  }

  it('stores the SOL balance at each run, which the route then answers', async () => {
    await scheduled();
    const stored = (await factsDb().collection(WALLET_BALANCE).doc(WALLET).get()).data();
    expect(stored).toEqual({
      facts: { address: WALLET, lamports: 12_500_000_000, readAt: expect.any(String) },
      slot: expect.any(Number),
    });
    expect((await get('balance')).body.data).toMatchObject({ address: WALLET, lamports: 12_500_000_000 });
    rpc.setBalance(WALLET, 0);
    await scheduled();
    // An empty wallet is 0, not unknown.
    expect((await get('balance')).body.data).toMatchObject({ lamports: 0 });
  });

  it('keeps the last balance when the node fails, and fails the run with an error line', async () => {
    await scheduled();
    const before = (await factsDb().collection(WALLET_BALANCE).doc(WALLET).get()).data();
    rpc.setOutage('rpc-error');
    const logs = captureLogs();
    await expect(scheduled()).rejects.toThrow();
    await logs.settled();
    expect(logs.lines('error').map((line) => line.message)).toContain(
      "Could not read the donation wallet's balance; the next run reads again",
    );
    expect(JSON.stringify(logs.lines())).not.toContain(rpc.url);
    expect((await factsDb().collection(WALLET_BALANCE).doc(WALLET).get()).data()).toEqual(before);
  });

  it('refuses a balance that is not a whole number of lamports: nothing stored', async () => {
    rpc.setBalance(WALLET, 1.5);
    await expect(storeWalletBalance(factsDb(), client(), WALLET)).rejects.toBeInstanceOf(
      MalformedChainAnswerError,
    );
    expect((await factsDb().collection(WALLET_BALANCE).doc(WALLET).get()).exists).toBe(false);
  });
});

/** A Token-2022 mint as a node answers it: extensions in the parsed info, a larger account. */
const token2022Account = (owner: string) => ({
  data: {
    parsed: {
      info: {
        decimals: 9,
        extensions: [{ extension: 'metadataPointer', state: { authority: null, metadataAddress: MINT } }],
        freezeAuthority: FREEZER,
        isInitialized: true,
        mintAuthority: null,
        supply: '18446744073709551615',
      },
      type: 'mint',
    },
    program: 'spl-token-2022',
    space: 234,
  },
  executable: false,
  lamports: 2_500_000,
  owner,
  rentEpoch: 2 ** 64,
  space: 234,
});

describe("the token-safety watch's read of the mint, as the route then answers it", () => {
  const watch = () =>
    watchTokenSafety({ db: factsDb(), rpc: client(), witness: async () => undefined, mint: MINT });

  it('names the authorities that are still held', async () => {
    rpc.setMint({
      address: MINT,
      supply: 42n,
      decimals: 0,
      mintAuthority: AUTHORITY,
      freezeAuthority: FREEZER,
    });
    await watch();
    expect((await get('token')).body.data).toMatchObject({
      supply: '42',
      decimals: 0,
      mintAuthority: AUTHORITY,
      freezeAuthority: FREEZER,
    });
    // The watch's read of the mint (its slot is then checked with getSlot, ADR 35).
    expect(rpc.calls.filter((c) => c.method === 'getAccountInfo').at(-1)).toEqual({
      method: 'getAccountInfo',
      params: [MINT, { encoding: 'jsonParsed' }],
    });
  });

  it('reads a Token-2022 mint with extensions and the largest supply a u64 holds', async () => {
    rpc.setRawAccount(MINT, token2022Account(TOKEN_PROGRAMS['spl-token-2022']));
    await watch();
    expect((await get('token')).body.data).toMatchObject({
      supply: '18446744073709551615',
      decimals: 9,
      mintAuthority: null,
      freezeAuthority: FREEZER,
      tokenProgram: 'spl-token-2022',
    });
  });

  it.each([
    ['no account at the address', null],
    [
      'a mint-shaped answer in an account of another program',
      token2022Account(fakePublicKey('some-program')),
    ],
    [
      'a token account instead of a mint',
      {
        ...token2022Account(TOKEN_PROGRAMS['spl-token']),
        data: { program: 'spl-token', parsed: { type: 'account', info: { mint: MINT, owner: AUTHORITY } } },
      },
    ],
    [
      'a supply that is not a u64',
      (() => {
        const account = token2022Account(TOKEN_PROGRAMS['spl-token-2022']);
        account.data.parsed.info.supply = '18446744073709551616';
        return account;
      })(),
    ],
  ])('stores nothing for a malformed answer (%s): the route says nothing is known', async (_case, value) => {
    rpc.setRawAccount(MINT, value);
    await expect(watch()).rejects.toBeInstanceOf(MalformedChainAnswerError);
    expect((await get('token')).body).toEqual({ success: true, data: null });
  });

  it('stores nothing while the node is down', async () => {
    rpc.setOutage('http-503');
    await expect(watch()).rejects.toBeInstanceOf(RpcUnavailableError);
    expect((await get('token')).body.data).toBeNull();
  });
});
