import { describe, expect, it } from 'vitest';
import { fakePublicKey, startFakeSolanaRpc } from './fake-solana-rpc.js';
import { EARLY_GIFTS, seedLocalDonationLedger } from './ledger-seed.js';

describe('the local chain’s donation history', () => {
  it('ends at the balance the wallet is shown with, and is listed by getSignaturesForAddress', async () => {
    const rpc = await startFakeSolanaRpc();
    try {
      const wallet = fakePublicKey('seed-test-wallet');
      const seeded = seedLocalDonationLedger(rpc, wallet, fakePublicKey('seed-test-mint'), 12_500_000_000);
      const ask = async (method: string, params: unknown[]) => {
        const response = await fetch(rpc.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        });
        return (await response.json()) as { result: unknown; error?: { code: number } };
      };
      expect((await ask('getBalance', [wallet])).result).toMatchObject({ value: 12_500_000_000 });
      const listed = (await ask('getSignaturesForAddress', [wallet, { limit: 1000 }])).result as {
        signature: string;
      }[];
      // Every transaction but the later token gift, which names only the token account, and the early gifts.
      expect(listed).toHaveLength(Object.keys(seeded.signatures).length - 1 + EARLY_GIFTS);
      expect(listed[0]).toMatchObject({
        signature: seeded.signatures.wrapUnwrap,
        err: null,
        memo: null,
        confirmationStatus: 'finalized',
      });
      const v0 = await ask('getTransaction', [seeded.signatures.solInCarolV0, { encoding: 'json' }]);
      expect(v0.error?.code).toBe(-32015);
      expect((await ask('getSignaturesForAddress', [wallet, { limit: 1001 }])).error?.code).toBe(-32602);
    } finally {
      await rpc.stop();
    }
  });
});
