import { describe, expect, it } from 'vitest';
import { testInstants } from '../testing/instants.js';
import { fakePublicKey, startFakeSolanaRpc } from './fake-solana-rpc.js';
import { EARLY_GIFTS, seedLocalDonationLedger } from './ledger-seed.js';

// ADR 29: the history is placed before the "now" it is given, whatever day that is.
describe.each(testInstants())('the local chain’s donation history seeded at $name ($iso)', ({ iso }) => {
  it('ends at the balance the wallet is shown with, and is listed by getSignaturesForAddress', async () => {
    const rpc = await startFakeSolanaRpc();
    try {
      const now = new Date(iso);
      const wallet = fakePublicKey('seed-test-wallet');
      const seeded = seedLocalDonationLedger(
        rpc,
        wallet,
        fakePublicKey('seed-test-mint'),
        12_500_000_000,
        now,
      );
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
      // Each named block time is the chain's, and the whole history lies before `now`.
      for (const [name, signature] of Object.entries(seeded.signatures)) {
        const tx = (
          await ask('getTransaction', [signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }])
        ).result as { blockTime: number };
        expect(tx.blockTime, name).toBe(seeded.blockTimes[name]);
        expect(tx.blockTime * 1000, name).toBeLessThan(now.getTime());
      }
      const v0 = await ask('getTransaction', [seeded.signatures.solInCarolV0, { encoding: 'json' }]);
      expect(v0.error?.code).toBe(-32015);
      expect((await ask('getSignaturesForAddress', [wallet, { limit: 1001 }])).error?.code).toBe(-32602);
    } finally {
      await rpc.stop();
    }
  });
});
