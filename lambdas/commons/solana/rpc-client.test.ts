import bs58 from 'bs58';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../../scripts/local/fake-solana-rpc.js';
import { AccountRecords, aggregateHolders } from '../../holders/holder-set.js';
import { RpcError, RpcUnavailableError, SolanaRpcClient } from './rpc-client.js';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './rpc-methods.js';
import { readTokenAccounts } from './token-holders.js';

/** Every holder with its summed balance, by base58 address, as the reconciliation reads them. */
async function fetchTokenHolders(client: SolanaRpcClient, mint: string): Promise<Map<string, bigint>> {
  const records = new AccountRecords();
  await readTokenAccounts(client, mint, (data) => records.add(data));
  const holders = aggregateHolders(records);
  return new Map(
    Array.from({ length: holders.count }, (_, i) => [
      bs58.encode(holders.owners.subarray(i * 32, i * 32 + 32)),
      holders.amounts[i] as bigint,
    ]),
  );
}

const MINT = fakePublicKey('rpc-test-mint');
const OTHER_MINT = fakePublicKey('rpc-test-other-mint');
const wallet = (name: string) => fakePublicKey(`rpc-test-wallet-${name}`);

let rpc: FakeSolanaRpc;
let client: SolanaRpcClient;
beforeAll(async () => {
  rpc = await startFakeSolanaRpc();
  client = new SolanaRpcClient({ url: rpc.url, timeoutMs: 1000 });
});
afterAll(() => rpc.stop());
beforeEach(() => {
  rpc.setOutage('none');
  for (const account of rpc.tokenAccounts()) rpc.removeTokenAccount(account.address);
});

describe('SolanaRpcClient', () => {
  it('answers getBalance and getAccountInfo (jsonParsed mint) in the node’s shape', async () => {
    rpc.setBalance(wallet('donations'), 2_500_000_000);
    rpc.setMint({
      address: MINT,
      program: 'token-2022',
      supply: 1_000_000_000_000_000n,
      decimals: 6,
      mintAuthority: null,
      freezeAuthority: wallet('freezer'),
    });
    const balance = await client.call('getBalance', [wallet('donations')]);
    expect(balance.value).toBe(2_500_000_000);
    const info = await client.call('getAccountInfo', [MINT, { encoding: 'jsonParsed' }]);
    expect(info.value).toMatchObject({
      owner: TOKEN_2022_PROGRAM_ID,
      data: {
        program: 'spl-token-2022',
        parsed: {
          type: 'mint',
          info: {
            supply: '1000000000000000',
            decimals: 6,
            mintAuthority: null,
            freezeAuthority: wallet('freezer'),
          },
        },
      },
    });
    const raw = await client.call('getAccountInfo', [MINT, { encoding: 'base64' }]);
    const data = raw.value?.data as [string, string] | undefined;
    expect(Buffer.from(data?.[0] ?? '', 'base64').length).toBe(82);
  });

  it('turns a JSON-RPC error into RpcError with its code', async () => {
    const error = await client.request('noSuchMethod').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcError);
    expect(error).toMatchObject({ code: -32601, method: 'noSuchMethod' });
    rpc.setOutage('rpc-error');
    await expect(client.call('getSlot', [])).rejects.toMatchObject({ name: 'RpcError', code: -32005 });
  });

  it('turns an HTTP 503 and a node that never answers into RpcUnavailableError, without the URL', async () => {
    rpc.setOutage('http-503');
    const unavailable = await client.call('getSlot', []).catch((e: unknown) => e);
    expect(unavailable).toBeInstanceOf(RpcUnavailableError);
    expect(unavailable).toMatchObject({ status: 503 });
    rpc.setOutage('hang');
    const timeout = (await client.call('getSlot', []).catch((e: unknown) => e)) as Error;
    expect(timeout).toBeInstanceOf(RpcUnavailableError);
    expect(timeout.message).toBe('getSlot: RPC unavailable: no answer within 1000 ms');
    expect(timeout.message).not.toContain(rpc.url);
  });

  it('refuses to reach a closed port with RpcUnavailableError', async () => {
    const closed = await startFakeSolanaRpc();
    await closed.stop();
    const error = await new SolanaRpcClient({ url: closed.url }).call('getSlot', []).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcUnavailableError);
  });
});

describe('fetchTokenHolders', () => {
  it('sums balances per owner over classic and Token-2022 accounts, positive balances only', async () => {
    rpc.setHolding(MINT, wallet('a'), 5n);
    rpc.setHolding(MINT, wallet('a'), 7n, 'token-2022');
    rpc.setTokenAccount({
      address: fakePublicKey('ext-account'),
      mint: MINT,
      owner: wallet('b'),
      amount: 1n,
      program: 'token-2022',
      withExtension: true,
    });
    rpc.setHolding(MINT, wallet('empty'), 0n);
    rpc.setHolding(OTHER_MINT, wallet('other'), 100n);
    const holders = await fetchTokenHolders(client, MINT);
    expect(Object.fromEntries(holders)).toEqual({ [wallet('a')]: 12n, [wallet('b')]: 1n });
  });

  it('asks each token program with a mint filter and a 40-byte slice (owner and amount)', async () => {
    rpc.calls.length = 0;
    await fetchTokenHolders(client, MINT);
    const asked = rpc.calls.map((c) => c.params as [string, Record<string, unknown>]);
    expect(asked.map(([program]) => program).sort()).toEqual(
      [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].sort(),
    );
    for (const [, config] of asked) {
      expect(config).toMatchObject({ encoding: 'base64', dataSlice: { offset: 32, length: 40 } });
      expect(config.filters).toContainEqual({ memcmp: { offset: 0, bytes: MINT } });
    }
  });

  it('fails as a whole when the node is down', async () => {
    rpc.setHolding(MINT, wallet('a'), 5n);
    rpc.setOutage('http-503');
    await expect(fetchTokenHolders(client, MINT)).rejects.toBeInstanceOf(RpcUnavailableError);
  });

  it('fails when the answer is cut short, and reads a JSON-RPC error answer as one', async () => {
    for (let i = 0; i < 50; i++) rpc.setHolding(MINT, wallet(`many-${i}`), 1n);
    rpc.setOutage('cut-answer');
    await expect(fetchTokenHolders(client, MINT)).rejects.toThrow(
      /RPC unavailable: (the answer|network error)/,
    );
    rpc.setOutage('rpc-error');
    await expect(fetchTokenHolders(client, MINT)).rejects.toThrow('JSON-RPC error -32005: Node is unhealthy');
  });

  it('reads generated holders (the scale runs) with their owners and amounts', async () => {
    rpc.addGeneratedHolders({ mint: MINT, count: 3000, seed: 'rpc-test-generated', amount: 7n });
    try {
      const holders = await fetchTokenHolders(client, MINT);
      expect(holders.size).toBe(3000);
      expect([...holders.values()].every((amount) => amount === 7n)).toBe(true);
      expect(rpc.stats().programAccountsBytes).toBeGreaterThan(3000 * 200);
    } finally {
      rpc.clearGeneratedHolders();
    }
  });
});
