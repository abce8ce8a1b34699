import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SolanaRpcClient } from '../../lambdas/platform/solana/rpc-client.js';
import type { FakeSolanaRpc } from './fake-solana-rpc.js';
import { localTokenMint, startLocalSolana } from './holder-feed.js';

let rpc: FakeSolanaRpc;
beforeAll(async () => {
  rpc = await startLocalSolana();
});
afterAll(() => rpc.stop());

describe('the local chain', () => {
  it("holds the mint's whole supply in its accounts, so `npm start`'s reconciler believes its scans", async () => {
    const mint = localTokenMint();
    const held = rpc
      .tokenAccounts()
      .filter((account) => account.mint === mint)
      .reduce((sum, account) => sum + account.amount, 0n);
    expect(held).toBe(1_000_000_000_000_000n);
    const { value } = await new SolanaRpcClient({ url: rpc.url }).call('getTokenSupply', [mint]);
    expect(value).toEqual({
      amount: '1000000000000000',
      decimals: 6,
      uiAmount: 1_000_000_000,
      uiAmountString: '1000000000',
    });
  });
});
