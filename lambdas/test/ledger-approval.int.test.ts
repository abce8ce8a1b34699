import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import {
  FAKE_SQUADS_PROGRAM,
  fakeKeyAddress,
  fakeMultisigAddress,
  fakeProposalAddress,
  fakeVaultAddress,
  fakeVaultExecute,
  multisigData,
  proposalData,
} from '../../scripts/local/fake-squads.js';
import { seedApprovedVaultOutflow } from '../../scripts/local/ledger-seed-squads.js';
import type { DonationLedger } from '../contract/ledger.js';
import { importLedger } from '../ledger/import-ledger.js';
import { transactionsOf } from '../ledger/ledger-store.js';
import { readLedgerPage } from '../ledger/public-ledger.js';
import { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { apiClient } from './api.js';
import { factsDb } from './firestore-admin.js';

// Outflows of a Squads v4 vault tied to the proposal that executed it (behaviour §2.7, ADR 33), over
// the fake chain serving the transaction and its Proposal account in the program's binary layout.

const SOL = 1_000_000_000;
const EXECUTED_AT = Date.UTC(2026, 9, 1, 12) / 1000;
const [alice, bob, carol] = ['alice', 'bob', 'carol'].map((n) => fakeKeyAddress(`approval-test-${n}`)) as [
  string,
  string,
  string,
];

let rpc: FakeSolanaRpc;
beforeAll(async () => {
  rpc = await startFakeSolanaRpc();
});
afterAll(() => rpc.stop());

/** A 2-of-3 multisig of its own and its vault, holding 10 SOL, for one case. */
function vault(name: string) {
  const multisig = fakeMultisigAddress(fakePublicKey(`approval-test-${name}-create-key`));
  const wallet = fakeVaultAddress(multisig);
  rpc.setBalance(wallet, 10 * SOL);
  return { multisig, wallet };
}

const run = (wallet: string, multisig: string | undefined) =>
  importLedger({
    db: factsDb(),
    rpc: new SolanaRpcClient({ url: rpc.url }),
    wallet,
    listed: new Set(),
    multisig,
    budgetMs: 60_000,
    callsPerSecond: 1000,
  });

async function approvalOf(wallet: string, signature: string) {
  const page = await readLedgerPage(factsDb(), wallet);
  const listed = page.transactions.find((t) => t.signature === signature);
  expect(listed?.direction).toBe('out');
  return listed?.approval;
}

const accountInfoCalls = (address: string) =>
  rpc.calls.filter((c) => c.method === 'getAccountInfo' && Array.isArray(c.params) && c.params[0] === address)
    .length;

describe('an outflow of the vault tied to its proposal', () => {
  it('shows the proposal, its index, the members who approved it and when it was executed', async () => {
    const { multisig, wallet } = vault('approved');
    const seeded = seedApprovedVaultOutflow(rpc, {
      wallet,
      multisig,
      approvers: [alice, bob],
      blockTime: EXECUTED_AT,
      prefix: 'approval-test',
    });
    const report = await run(wallet, multisig);
    expect(report.calls.getAccountInfo).toBe(1);
    expect(accountInfoCalls(seeded.proposal)).toBe(1);
    expect(await approvalOf(wallet, seeded.signature)).toEqual({
      proposal: fakeProposalAddress(multisig, 1),
      transactionIndex: '1',
      approvers: [alice, bob],
      // The account keeps only its latest status: Executed, with its time.
      approvedAt: null,
      executedAt: new Date(EXECUTED_AT * 1000).toISOString(),
    });
    // Read once, when stored: a later run reads nothing more.
    await run(wallet, multisig);
    expect(accountInfoCalls(seeded.proposal)).toBe(1);
    // As the public route serves it.
    const answer = await apiClient({ ADMIN_UID: 'approval-admin', DONATION_WALLET: wallet })(
      'GET',
      '/api/ledger/donation-wallet',
    );
    const served = (answer.body.data as DonationLedger).transactions.find(
      (t) => t.signature === seeded.signature,
    );
    expect(served?.approval).toMatchObject({ transactionIndex: '1', approvers: [alice, bob] });
    expect(served?.approval?.executedAt).toBe(new Date(EXECUTED_AT * 1000).toISOString());
  });

  it('keeps the approval time of a proposal still Approved', async () => {
    const { multisig, wallet } = vault('still-approved');
    const seeded = seedApprovedVaultOutflow(rpc, {
      wallet,
      multisig,
      approvers: [bob, carol],
      blockTime: EXECUTED_AT,
      transactionIndex: 7,
      prefix: 'approval-test-still',
    });
    rpc.setProgramAccount(seeded.proposal, {
      owner: FAKE_SQUADS_PROGRAM,
      data: proposalData({
        multisig,
        transactionIndex: 7,
        status: 'approved',
        timestamp: EXECUTED_AT - 3600,
        approved: [bob, carol],
        rejected: [alice],
      }),
    });
    await run(wallet, multisig);
    expect(await approvalOf(wallet, seeded.signature)).toEqual({
      proposal: seeded.proposal,
      transactionIndex: '7',
      approvers: [bob, carol],
      approvedAt: new Date((EXECUTED_AT - 3600) * 1000).toISOString(),
      executedAt: null,
    });
  });

  it('reads a proposal still Executing, the one status without a time', async () => {
    const { multisig, wallet } = vault('executing');
    const seeded = seedApprovedVaultOutflow(rpc, {
      wallet,
      multisig,
      approvers: [carol, alice],
      blockTime: EXECUTED_AT,
      transactionIndex: 3,
      prefix: 'approval-test-executing',
    });
    rpc.setProgramAccount(seeded.proposal, {
      owner: FAKE_SQUADS_PROGRAM,
      data: proposalData({ multisig, transactionIndex: 3, status: 'executing', approved: [carol, alice] }),
    });
    await run(wallet, multisig);
    expect(await approvalOf(wallet, seeded.signature)).toEqual({
      proposal: seeded.proposal,
      transactionIndex: '3',
      approvers: [carol, alice],
      approvedAt: null,
      executedAt: null,
    });
  });

  it('shows no time the proposal holds past what a date can hold, and still its approvers', async () => {
    const { multisig, wallet } = vault('far-future');
    const seeded = seedApprovedVaultOutflow(rpc, {
      wallet,
      multisig,
      approvers: [alice, bob],
      blockTime: EXECUTED_AT,
      prefix: 'approval-test-far-future',
    });
    rpc.setProgramAccount(seeded.proposal, {
      owner: FAKE_SQUADS_PROGRAM,
      data: proposalData({
        multisig,
        transactionIndex: 1,
        status: 'executed',
        timestamp: 2 ** 62,
        approved: [alice, bob],
      }),
    });
    const report = await run(wallet, multisig);
    expect(report).toMatchObject({ complete: true, stored: 1 });
    expect(await approvalOf(wallet, seeded.signature)).toMatchObject({
      approvers: [alice, bob],
      executedAt: null,
    });
  });

  it('names the proposal and nothing more when its account is closed, another account, or of another multisig', async () => {
    const cases = [
      { name: 'closed', account: undefined },
      // The multisig's own bytes at the proposal's address: another discriminator.
      {
        name: 'not-a-proposal',
        account: (multisig: string) =>
          multisigData({ address: multisig, threshold: 1, members: [{ key: alice }] }),
      },
      // A well-formed Proposal, but of another multisig: not this one's proposal.
      // A Proposal cut short inside its approvers.
      {
        name: 'truncated',
        account: (multisig: string) =>
          proposalData({
            multisig,
            transactionIndex: 1,
            status: 'executed',
            timestamp: EXECUTED_AT,
            approved: [alice, bob],
          }).subarray(0, 8 + 32 + 8 + 9 + 1 + 4 + 40),
      },
      {
        name: 'other-multisig',
        account: () =>
          proposalData({
            multisig: fakePublicKey('approval-test-someone-else'),
            transactionIndex: 1,
            status: 'executed',
            timestamp: EXECUTED_AT,
            approved: [alice, bob],
          }),
      },
    ];
    for (const { name, account } of cases) {
      const { multisig, wallet } = vault(name);
      const seeded = seedApprovedVaultOutflow(rpc, {
        wallet,
        multisig,
        approvers: [alice, bob],
        blockTime: EXECUTED_AT,
        prefix: `approval-test-${name}`,
      });
      rpc.setProgramAccount(
        seeded.proposal,
        account ? { owner: FAKE_SQUADS_PROGRAM, data: account(multisig) } : undefined,
      );
      await run(wallet, multisig);
      expect(await approvalOf(wallet, seeded.signature), name).toEqual({
        proposal: seeded.proposal,
        transactionIndex: null,
        approvers: null,
        approvedAt: null,
        executedAt: null,
      });
      const doc = await transactionsOf(factsDb(), wallet).doc(seeded.signature).get();
      expect(doc.get('approval.readable'), name).toBe(false);
    }
  });

  it('ties nothing to an outflow not executed through Squads, or when no multisig is configured', async () => {
    const { multisig, wallet } = vault('plain-outflow');
    const vendor = fakePublicKey('approval-test-vendor');
    const plain = rpc.ledger.add({
      feePayer: alice,
      blockTime: EXECUTED_AT,
      lamports: { [wallet]: -SOL, [vendor]: SOL },
    });
    const report = await run(wallet, multisig);
    expect(report.calls.getAccountInfo).toBe(0);
    expect(await approvalOf(wallet, plain)).toBeNull();

    const other = vault('no-multisig-configured');
    const seeded = seedApprovedVaultOutflow(rpc, {
      wallet: other.wallet,
      multisig: other.multisig,
      approvers: [alice, bob],
      blockTime: EXECUTED_AT,
      prefix: 'approval-test-unconfigured',
    });
    await run(other.wallet, undefined);
    expect(await approvalOf(other.wallet, seeded.signature)).toBeNull();
  });

  it('ignores a vault_transaction_execute of another multisig', async () => {
    const { multisig, wallet } = vault('other-multisig-execute');
    const stranger = vault('stranger-multisig');
    const seeded = seedApprovedVaultOutflow(rpc, {
      wallet,
      multisig: stranger.multisig,
      approvers: [alice, bob],
      blockTime: EXECUTED_AT,
      prefix: 'approval-test-stranger',
    });
    const report = await run(wallet, multisig);
    expect(report.calls.getAccountInfo).toBe(0);
    expect(accountInfoCalls(seeded.proposal)).toBe(0);
    expect(await approvalOf(wallet, seeded.signature)).toBeNull();
  });

  it('stores an outflow whose instructions are malformed, with no approval and no crash', async () => {
    const { multisig, wallet } = vault('malformed');
    const recipient = fakePublicKey('approval-test-malformed-recipient');
    const execute = fakeVaultExecute({ multisig, transactionIndex: 1, member: alice, remaining: [wallet] });
    const signature = rpc.ledger.add({
      feePayer: alice,
      blockTime: EXECUTED_AT,
      lamports: { [wallet]: -SOL, [recipient]: SOL },
      instructions: [execute],
    });
    rpc.setProgramAccount(fakeProposalAddress(multisig, 1), {
      owner: FAKE_SQUADS_PROGRAM,
      data: proposalData({
        multisig,
        transactionIndex: 1,
        status: 'executed',
        timestamp: EXECUTED_AT,
        approved: [alice, bob],
      }),
    });
    // The true instruction, broken in every way a node (or a stranger's program) could answer it.
    rpc.ledger.tamper({
      transaction(sig, answer) {
        if (sig !== signature) return answer;
        const tx = structuredClone(answer) as {
          transaction: { message: { instructions: Record<string, unknown>[] } };
        };
        const [truth] = tx.transaction.message.instructions as [
          { programIdIndex: number; accounts: number[]; data: string },
        ];
        tx.transaction.message.instructions = [
          { ...truth, accounts: [truth.accounts[0] as number, 250, 251, 252] },
          { ...truth, accounts: truth.accounts.slice(0, 3) },
          { ...truth, data: '0OIl' },
          { ...truth, data: truth.data.slice(0, -2) },
          { ...truth, programIdIndex: 255 },
          { ...truth, programIdIndex: String(truth.programIdIndex) },
          { ...truth, accounts: 'all of them' },
          null as unknown as Record<string, unknown>,
          'garbage' as unknown as Record<string, unknown>,
        ];
        return tx;
      },
    });
    try {
      const report = await run(wallet, multisig);
      expect(report).toMatchObject({ complete: true, stored: 1 });
      expect(report.calls.getAccountInfo).toBe(0);
      expect(await approvalOf(wallet, signature)).toBeNull();
    } finally {
      rpc.ledger.tamper(null);
    }
  });
});
