import { type FakeSolanaRpc, fakePublicKey } from './fake-solana-rpc.js';
import {
  FAKE_SQUADS_PROGRAM,
  fakeMultisigAddress,
  fakeProposalAddress,
  fakeVaultAddress,
  fakeVaultExecute,
  proposalData,
} from './fake-squads.js';
import { localDemoMultisig } from './holder-feed.js';

const SOL = 1_000_000_000;
const DAY = 86_400;

/** Lamports the approved outflow moves out of the vault (the executing member pays the fee). */
export const APPROVED_OUTFLOW_LAMPORTS = SOL / 5;

/** The seeded vault outflow: its signature, the proposal that executed it and who approved it. */
export interface SeededVaultOutflow {
  readonly signature: string;
  readonly proposal: string;
  readonly transactionIndex: number;
  readonly approvers: readonly string[];
  /** Unix seconds: the block time of the outflow, the Executed time its proposal holds. */
  readonly executedAt: number;
  readonly recipient: string;
}

/**
 * One outflow of a Squads v4 vault executed by a proposal (behaviour §2.7, ADR 33): the transaction
 * calls `vault_transaction_execute` of `multisig` (signed and paid for by the first approver), and
 * the chain holds its Proposal account, Executed at the outflow's time, approved by `approvers`.
 * Kept apart from the seeded history, whose signatures stay as they are.
 */
export function seedApprovedVaultOutflow(
  rpc: FakeSolanaRpc,
  options: {
    wallet: string;
    multisig: string;
    approvers: readonly string[];
    /** Unix seconds of the outflow. */
    blockTime: number;
    /** @default 1 */
    transactionIndex?: number;
    prefix?: string;
  },
): SeededVaultOutflow {
  const { wallet, multisig, approvers, blockTime } = options;
  const transactionIndex = options.transactionIndex ?? 1;
  const executor = approvers[0];
  if (!executor) throw new Error('an approved outflow needs an approver');
  const recipient = fakePublicKey(`${options.prefix ?? 'local-ledger'}-grant-recipient`);
  rpc.setBalance(executor, SOL);
  const signature = rpc.ledger.add({
    feePayer: executor,
    blockTime,
    lamports: { [wallet]: -APPROVED_OUTFLOW_LAMPORTS, [recipient]: APPROVED_OUTFLOW_LAMPORTS },
    instructions: [
      fakeVaultExecute({ multisig, transactionIndex, member: executor, remaining: [wallet, recipient] }),
    ],
  });
  const proposal = fakeProposalAddress(multisig, transactionIndex);
  rpc.setProgramAccount(proposal, {
    owner: FAKE_SQUADS_PROGRAM,
    data: proposalData({
      multisig,
      transactionIndex,
      status: 'executed',
      timestamp: blockTime,
      approved: [...approvers],
    }),
  });
  return { signature, proposal, transactionIndex, approvers, executedAt: blockTime, recipient };
}

/** The local stack's vault outflow: 20 days before `now`, after the seeded history. */
export const approvedOutflowTime = (now: Date) => Math.floor(now.getTime() / 1000) - 20 * DAY;

/** The demo multisig and its vault, when the local donation wallet is that vault (behaviour §2.8). */
function demoVault(wallet: string): { multisig: string; approvers: string[] } | undefined {
  const demo = localDemoMultisig();
  const multisig = fakeMultisigAddress(demo.createKey);
  if (fakeVaultAddress(multisig) !== wallet) return undefined;
  // Two of its three members approved: the threshold.
  return { multisig, approvers: demo.members.slice(0, demo.threshold).map((m) => m.key) };
}

/** Lamports the local history's approved outflow takes from `wallet` (0 when it is not the demo vault). */
export const localApprovedOutflowLamports = (wallet: string) =>
  demoVault(wallet) ? APPROVED_OUTFLOW_LAMPORTS : 0;

/**
 * The local stack's vault outflow, when the donation wallet is the demo vault: its proposal #1,
 * approved by 2 of the 3 members, executed 20 days before `now` (after the seeded history).
 */
export function seedLocalApprovedOutflow(
  rpc: FakeSolanaRpc,
  wallet: string,
  now: Date,
): SeededVaultOutflow | undefined {
  const vault = demoVault(wallet);
  if (!vault) return undefined;
  return seedApprovedVaultOutflow(rpc, { wallet, ...vault, blockTime: approvedOutflowTime(now) });
}
