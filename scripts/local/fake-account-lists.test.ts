import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
  tokenAccountAddress,
} from './fake-solana-rpc.js';

// The fake node's getMultipleAccounts and getTokenLargestAccounts at a node's wire format: what the
// preflight's newcomer check and the reconciler's read of token accounts by key rely on.

const MINT = fakePublicKey('lists-mint');
const OWNER = fakePublicKey('lists-owner');
let node: FakeSolanaRpc;
beforeEach(async () => {
  node = await startFakeSolanaRpc({
    mints: [{ address: MINT, decimals: 6, mintAuthority: null, freezeAuthority: null }],
  });
  node.setHolding(MINT, OWNER, 2_500_000n);
  node.setHolding(MINT, fakePublicKey('lists-small'), 1n);
});
afterEach(() => node.stop());

async function call(method: string, params: unknown[]) {
  const response = await fetch(node.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
  });
  return (await response.json()) as {
    result?: { context: { slot: number }; value: unknown[] };
    error?: unknown;
  };
}

describe('the fake node’s account lists', () => {
  it('answers getMultipleAccounts in the order asked, null for an account that does not exist', async () => {
    const account = tokenAccountAddress(MINT, OWNER);
    const { result } = await call('getMultipleAccounts', [
      [fakePublicKey('lists-absent'), account],
      { encoding: 'jsonParsed', commitment: 'confirmed' },
    ]);
    expect(result?.value[0]).toBeNull();
    expect(result?.value[1]).toMatchObject({
      owner: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      data: {
        program: 'spl-token',
        parsed: { type: 'account', info: { mint: MINT, owner: OWNER, tokenAmount: { amount: '2500000' } } },
      },
    });
  });

  it('refuses more than 100 keys, and a minContextSlot not reached (-32016)', async () => {
    const keys = Array.from({ length: 101 }, (_, i) => fakePublicKey(`lists-${i}`));
    expect((await call('getMultipleAccounts', [keys])).error).toEqual({
      code: -32602,
      message: 'Too many inputs provided; max 100',
    });
    expect(
      (await call('getMultipleAccounts', [keys.slice(0, 2), { minContextSlot: node.slot() + 1000 }])).error,
    ).toEqual({ code: -32016, message: 'Minimum context slot has not been reached' });
  });

  it('answers getTokenLargestAccounts largest first, with the amounts for display', async () => {
    const { result } = await call('getTokenLargestAccounts', [MINT]);
    expect(result?.value).toEqual([
      {
        address: tokenAccountAddress(MINT, OWNER),
        amount: '2500000',
        decimals: 6,
        uiAmount: 2.5,
        uiAmountString: '2.5',
      },
      expect.objectContaining({ amount: '1', uiAmountString: '0.000001' }),
    ]);
  });
});
