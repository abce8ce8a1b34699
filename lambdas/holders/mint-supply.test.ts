import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import { RpcError, RpcUnavailableError, SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { checkSupply, readMintSupply } from './mint-supply.js';
import { newRead } from './token-accounts.js';

const MINT = fakePublicKey('supply-test-mint');
const OTHER_MINT = fakePublicKey('supply-test-other-mint');
const wallet = (name: string) => fakePublicKey(`supply-test-wallet-${name}`);

let rpc: FakeSolanaRpc;
let client: SolanaRpcClient;
beforeAll(async () => {
  rpc = await startFakeSolanaRpc();
  client = new SolanaRpcClient({ url: rpc.url, timeoutMs: 1000 });
});
afterAll(() => rpc.stop());
beforeEach(() => {
  for (const account of rpc.tokenAccounts()) rpc.removeTokenAccount(account.address);
  rpc.clearGeneratedHolders();
});

/** A client whose getTokenSupply answers `result`, as a provider might. */
const answering = (result: unknown) => ({ call: async () => result }) as unknown as SolanaRpcClient;

describe('readMintSupply', () => {
  it("reads the supply the local node derives from the mint's accounts, counting the call", async () => {
    rpc.setHolding(MINT, wallet('a'), 5n);
    rpc.setHolding(MINT, wallet('b'), 7n, 'token-2022');
    rpc.addGeneratedHolders({ mint: MINT, count: 1000, seed: 'supply-test', amount: 3n });
    rpc.setHolding(OTHER_MINT, wallet('c'), 100n);
    const read = newRead('v2');
    expect(await readMintSupply(client, MINT, read)).toBe(3012n);
    expect(read).toMatchObject({ calls: 1, credits: 1 });
    const answer = await client.call('getTokenSupply', [MINT]);
    expect(answer.value).toEqual({ amount: '3012', decimals: 0, uiAmount: 3012, uiAmountString: '3012' });
  });

  it('reads a supply set apart from the accounts, at its decimals', async () => {
    rpc.setMint({
      address: OTHER_MINT,
      supply: 2n ** 64n - 1n,
      decimals: 9,
      mintAuthority: null,
      freezeAuthority: null,
    });
    expect(await readMintSupply(client, OTHER_MINT, newRead('v2'))).toBe(2n ** 64n - 1n);
    const { value } = await client.call('getTokenSupply', [OTHER_MINT]);
    expect(value).toMatchObject({ decimals: 9, uiAmountString: '18446744073.709551615' });
  });

  it('fails as the node does for an address that is no mint', async () => {
    await expect(readMintSupply(client, fakePublicKey('nothing-here'), newRead('v2'))).rejects.toBeInstanceOf(
      RpcError,
    );
  });

  it.each([
    ['a list', [], 'result'],
    ['no context', { value: { amount: '1', decimals: 0 } }, 'context.slot'],
    ['no value', { context: { slot: 1 }, value: null }, 'value'],
    ['a number for the amount', { context: { slot: 1 }, value: { amount: 12, decimals: 0 } }, 'value.amount'],
    ['a negative amount', { context: { slot: 1 }, value: { amount: '-1', decimals: 0 } }, 'value.amount'],
    [
      'more than a u64',
      { context: { slot: 1 }, value: { amount: '18446744073709551616', decimals: 0 } },
      'value.amount',
    ],
    ['no decimals', { context: { slot: 1 }, value: { amount: '1' } }, 'value.decimals'],
  ])('refuses an answer with %s as an unreadable one', async (_what, result, field) => {
    const refused = readMintSupply(answering(result), MINT, newRead('v2'));
    await expect(refused).rejects.toBeInstanceOf(RpcUnavailableError);
    await expect(refused).rejects.toThrow(
      `getTokenSupply: RPC unavailable: the answer is not a token supply (${field})`,
    );
  });
});

describe('checkSupply', () => {
  const SUPPLY = 1_000_000n;

  it('allows the share of the supply for transfers between pages, in either direction', () => {
    expect(checkSupply(SUPPLY - 10_000n, SUPPLY, SUPPLY, 0.01)).toMatchObject({
      allowed: 10_000n,
      within: true,
    });
    expect(checkSupply(SUPPLY + 10_000n, SUPPLY, SUPPLY, 0.01).within).toBe(true);
    expect(checkSupply(SUPPLY - 10_001n, SUPPLY, SUPPLY, 0.01).within).toBe(false);
    expect(checkSupply(SUPPLY + 10_001n, SUPPLY, SUPPLY, 0.01).within).toBe(false);
  });

  it('allows what was burned or minted during the scan on top of it', () => {
    // Burned 200,000 during the scan: accounts read before the burn still show it.
    const burned = checkSupply(SUPPLY, SUPPLY, SUPPLY - 200_000n, 0.01);
    expect(burned).toMatchObject({ allowed: 210_000n, within: true });
    expect(checkSupply(SUPPLY - 200_000n, SUPPLY + 100_000n, SUPPLY - 200_000n, 0.01).within).toBe(true);
    expect(checkSupply(SUPPLY + 20_000n, SUPPLY, SUPPLY - 200_000n, 0.01).within).toBe(false);
  });

  it('is exact beyond what a JS number holds', () => {
    const huge = 2n ** 64n - 1n;
    expect(checkSupply(huge * 2n, huge, huge, 0.5)).toMatchObject({ allowed: huge / 2n, within: false });
    expect(checkSupply(huge - 1n, huge, huge, 0.000001).within).toBe(true);
  });
});
