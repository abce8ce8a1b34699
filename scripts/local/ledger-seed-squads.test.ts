import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import {
  decodeProposal,
  proposalAddress,
  VAULT_TRANSACTION_EXECUTE,
} from '../../lambdas/platform/solana/squads-v4.js';
import { fakePublicKey, startFakeSolanaRpc } from './fake-solana-rpc.js';
import { fakeMultisigAddress, fakeVaultAddress } from './fake-squads.js';
import { localDemoMultisig } from './holder-feed.js';
import { seedLocalDonationLedger } from './ledger-seed.js';
import { localApprovedOutflowLamports, seedLocalApprovedOutflow } from './ledger-seed-squads.js';

const NOW = new Date('2026-11-20T12:00:00Z');

describe('the local stack’s vault outflow approved by 2 of 3 (behaviour §2.8)', () => {
  it('is seeded after the history of the demo vault, which still ends at its balance', async () => {
    const rpc = await startFakeSolanaRpc();
    try {
      const demo = localDemoMultisig();
      const multisig = fakeMultisigAddress(demo.createKey);
      const wallet = fakeVaultAddress(multisig);
      const mint = fakePublicKey('seed-squads-test-mint');
      seedLocalDonationLedger(rpc, wallet, mint, 12_500_000_000 + localApprovedOutflowLamports(wallet), NOW);
      const seeded = seedLocalApprovedOutflow(rpc, wallet, NOW);
      if (!seeded) throw new Error('the demo vault has an approved outflow');
      const client = { ask: (method: string, params: unknown[]) => rpcAsk(rpc.url, method, params) };
      expect(await client.ask('getBalance', [wallet])).toMatchObject({ value: 12_500_000_000 });
      // The Proposal as the site's decoder reads it: this multisig's #1, executed, approved by two members.
      const info = (await client.ask('getAccountInfo', [seeded.proposal, { encoding: 'base64' }])) as {
        value: { data: [string, string] };
      };
      const proposal = decodeProposal(Buffer.from(info.value.data[0], 'base64'));
      expect(proposal).toMatchObject({ multisig, transactionIndex: 1n, status: 'executed' });
      expect(proposal.approved).toEqual(demo.members.slice(0, 2).map((m) => m.key));
      expect(proposalAddress(multisig, 1n)).toBe(seeded.proposal);
      // Its transaction executes the proposal through the program.
      const tx = (await client.ask('getTransaction', [seeded.signature, { encoding: 'json' }])) as {
        transaction: {
          message: { accountKeys: string[]; instructions: { accounts: number[]; data: string }[] };
        };
      };
      const [execute] = tx.transaction.message.instructions;
      expect(Buffer.from(bs58.decode(execute?.data ?? '')).equals(VAULT_TRANSACTION_EXECUTE)).toBe(true);
      const keys = tx.transaction.message.accountKeys;
      expect(execute?.accounts.slice(0, 2).map((i) => keys[i])).toEqual([multisig, seeded.proposal]);
    } finally {
      await rpc.stop();
    }
  });

  it('is not seeded for a wallet that is not the demo vault', async () => {
    const rpc = await startFakeSolanaRpc();
    try {
      const wallet = fakePublicKey('seed-squads-test-plain');
      expect(localApprovedOutflowLamports(wallet)).toBe(0);
      expect(seedLocalApprovedOutflow(rpc, wallet, NOW)).toBeUndefined();
    } finally {
      await rpc.stop();
    }
  });
});

async function rpcAsk(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}
