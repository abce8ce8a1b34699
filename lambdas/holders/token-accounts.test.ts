import bs58 from 'bs58';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import { RpcUnavailableError, SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../platform/solana/rpc-methods.js';
import { AccountRecords, aggregateHolders } from './holder-set.js';
import { readTokenAccounts } from './token-accounts.js';

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
