import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import { CHAIN_UNAVAILABLE_MESSAGE, TOKEN_PROGRAMS } from '../contract/facts.js';
import { apiClient, type Call } from './api.js';
import { captureLogs } from './captured-logs.js';

// The two facts routes, as the gateway calls them, against a local node that answers real JSON-RPC.
const MINT = fakePublicKey('facts-test-mint');
const WALLET = fakePublicKey('facts-test-donation-wallet');
const AUTHORITY = fakePublicKey('facts-test-authority');
const FREEZER = fakePublicKey('facts-test-freezer');
const SUPPLY = 1_000_000_000_000_000n;
const UNAVAILABLE = { success: false, message: CHAIN_UNAVAILABLE_MESSAGE };

let rpc: FakeSolanaRpc;
let call: Call;
let logged: ReturnType<typeof captureLogs>;

beforeAll(async () => {
  rpc = await startFakeSolanaRpc();
  call = apiClient({
    ADMIN_UID: 'facts-admin',
    TOKEN_MINT: MINT,
    DONATION_WALLET: WALLET,
    SOLANA_RPC_URL: rpc.url,
    // A hanging node is given up after this. Not shorter: at 300 ms a loaded machine gave up on answers
    // that were on their way, and a malformed answer was logged as an unavailable node.
    RPC_TIMEOUT_MS: '1500',
  });
});
afterAll(() => rpc.stop());

beforeEach(() => {
  rpc.setOutage('none');
  rpc.setRawAccount(MINT, undefined);
  rpc.setMint({ address: MINT, supply: SUPPLY, decimals: 6, mintAuthority: null, freezeAuthority: null });
  rpc.setBalance(WALLET, 12_500_000_000);
  logged = captureLogs();
});
afterEach(() => vi.restoreAllMocks());

const token = () => call('GET', '/api/facts/token');
const wallet = () => call('GET', '/api/facts/donation-wallet');
const sinceRead = (readAt: string) => Date.now() - Date.parse(readAt);

/** The answer is a 503 in the facts shape, not cacheable, and the cause was logged (never shown). */
function expectUnavailable(answer: Awaited<ReturnType<Call>>, kind: string) {
  expect(answer.status).toBe(503);
  expect(answer.body).toEqual(UNAVAILABLE);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(logged.lines('error')).toHaveLength(1);
  const line = logged.lines('error')[0];
  expect(line).toMatchObject({ level: 'ERROR', kind });
  expect(JSON.stringify(line)).not.toContain(rpc.url);
}

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

describe('GET /api/facts/token', () => {
  it('reads a classic SPL Token mint with both authorities revoked, cacheable for a minute', async () => {
    const answer = await token();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: {
        mint: MINT,
        supply: '1000000000000000',
        decimals: 6,
        mintAuthority: null,
        freezeAuthority: null,
        tokenProgram: 'spl-token',
        readAt: expect.any(String),
      },
    });
    expect(sinceRead(answer.body.data.readAt)).toBeGreaterThanOrEqual(0);
    expect(sinceRead(answer.body.data.readAt)).toBeLessThan(60_000);
    expect(answer.headers['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=60, stale-while-revalidate=\d+, stale-if-error=86400$/,
    );
    expect(answer.headers.etag).toBeTruthy();
    expect(rpc.calls.at(-1)).toEqual({
      method: 'getAccountInfo',
      params: [MINT, { encoding: 'jsonParsed' }],
    });
  });

  it('names the authorities that are still held', async () => {
    rpc.setMint({
      address: MINT,
      supply: 42n,
      decimals: 0,
      mintAuthority: AUTHORITY,
      freezeAuthority: FREEZER,
    });
    const { status, body } = await token();
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      supply: '42',
      decimals: 0,
      mintAuthority: AUTHORITY,
      freezeAuthority: FREEZER,
    });
  });

  it('reads a Token-2022 mint from the local node', async () => {
    rpc.setMint({
      address: MINT,
      program: 'token-2022',
      supply: SUPPLY,
      decimals: 6,
      mintAuthority: AUTHORITY,
      freezeAuthority: null,
    });
    const { status, body } = await token();
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      tokenProgram: 'spl-token-2022',
      mintAuthority: AUTHORITY,
      freezeAuthority: null,
    });
  });

  it('reads a Token-2022 mint with extensions and the largest supply a u64 holds', async () => {
    rpc.setRawAccount(MINT, token2022Account(TOKEN_PROGRAMS['spl-token-2022']));
    const { status, body } = await token();
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      supply: '18446744073709551615',
      decimals: 9,
      mintAuthority: null,
      freezeAuthority: FREEZER,
      tokenProgram: 'spl-token-2022',
    });
  });

  it('answers 503 when the node is down behind its load balancer (HTTP 503)', async () => {
    rpc.setOutage('http-503');
    expectUnavailable(await token(), 'rpc-unavailable');
  });

  it('answers 503 when the node answers a JSON-RPC error', async () => {
    rpc.setOutage('rpc-error');
    expectUnavailable(await token(), 'rpc-error');
  });

  it('answers 503 when the node does not answer in time', async () => {
    rpc.setOutage('hang');
    expectUnavailable(await token(), 'rpc-unavailable');
  });

  it.each([
    ['no account at the address', null],
    [
      "a wallet (the System Program's account, not parsable)",
      {
        data: ['', 'base64'],
        executable: false,
        lamports: 5,
        owner: '11111111111111111111111111111111',
        space: 0,
      },
    ],
    [
      'a mint-shaped answer in an account of another program',
      token2022Account(fakePublicKey('some-program')),
    ],
    [
      "a token program's account without parsed info",
      {
        ...token2022Account(TOKEN_PROGRAMS['spl-token-2022']),
        data: { program: 'spl-token-2022', parsed: { type: 'mint' } },
      },
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
  ])('answers 503 for a malformed answer: %s', async (_case, value) => {
    rpc.setRawAccount(MINT, value);
    expectUnavailable(await token(), 'malformed-answer');
  });

  it('reads the chain again once the node is back', async () => {
    rpc.setOutage('rpc-error');
    expect((await token()).status).toBe(503);
    rpc.setOutage('none');
    expect((await token()).status).toBe(200);
  });
});

describe('GET /api/facts/donation-wallet', () => {
  it("reads the wallet's balance in lamports, cacheable for a minute", async () => {
    const answer = await wallet();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: { address: WALLET, lamports: 12_500_000_000, readAt: expect.any(String) },
    });
    expect(sinceRead(answer.body.data.readAt)).toBeLessThan(60_000);
    expect(answer.headers['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=60, stale-while-revalidate=\d+, stale-if-error=86400$/,
    );
    expect(rpc.calls.at(-1)).toEqual({ method: 'getBalance', params: [WALLET] });
  });

  it('reads an empty wallet as 0, not as unknown', async () => {
    rpc.setBalance(WALLET, 0);
    expect((await wallet()).body.data).toMatchObject({ lamports: 0 });
  });

  it.each([
    ['http-503', 'rpc-unavailable'],
    ['rpc-error', 'rpc-error'],
    ['hang', 'rpc-unavailable'],
  ] as const)('answers 503 when the node fails (%s)', async (outage, kind) => {
    rpc.setOutage(outage);
    expectUnavailable(await wallet(), kind);
  });

  it('answers 503 for a balance that is not a whole number of lamports', async () => {
    rpc.setBalance(WALLET, 1.5);
    expectUnavailable(await wallet(), 'malformed-answer');
  });
});
