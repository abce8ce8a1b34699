import { z } from 'zod';
import { SQUADS_V4_PROGRAM } from '../contract/facts.js';
import { checkedAnswer } from '../platform/solana/rpc-answers.js';
import type { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import {
  decodeProposal,
  proposalAddress,
  SquadsLayoutError,
  VAULT_TRANSACTION_EXECUTE,
} from '../platform/solana/squads-v4.js';
import { topLevelInstructions } from '../platform/solana/top-level-instructions.js';
import type { WireTransaction } from '../platform/solana/wire-transaction.js';
import type { StoredApproval } from './extract.js';

/**
 * An outflow tied to the Squads v4 proposal that executed it (ADR 33, behaviour §2.7): the
 * transaction's top-level `vault_transaction_execute` of the configured multisig names the proposal
 * (its accounts begin multisig, proposal, transaction, member); the Proposal account, read once when
 * the outflow is stored, says who approved it and when. What cannot be read is said, never guessed.
 */

/**
 * The proposal of the first top-level `vault_transaction_execute` of `multisig` in `tx`, or null. An
 * instruction of another shape (indices out of the account list, data that is not base58) is passed
 * over: it ties nothing, and breaks nothing.
 */
export function vaultExecution(tx: WireTransaction, multisig: string): { proposal: string } | null {
  for (const { programId, accounts, data } of topLevelInstructions(tx)) {
    if (programId !== SQUADS_V4_PROGRAM || accounts.length < 4) continue;
    // The instruction has no arguments: its data is its discriminator alone.
    if (!data.equals(VAULT_TRANSACTION_EXECUTE)) continue;
    if (accounts[0] !== multisig) continue;
    return { proposal: accounts[1] as string };
  }
  return null;
}

/** 10000-01-01T00:00:00Z in Unix seconds. */
const LAST_DATE_SECONDS = 253_402_300_800n;

/** `getAccountInfo` (encoding `base64`): the value, null when the account does not exist. */
const accountInfoSchema = z.object({
  value: z
    .object({
      owner: z.string(),
      data: z.tuple([z.string(), z.literal('base64')]),
    })
    .nullable(),
});

/**
 * Reads and decodes the proposal once. Not readable when the account is gone (closed after
 * execution), is not the program's, is not a Proposal, or is not this multisig's proposal at the
 * address its index derives. An answer of another shape stops the run (ADR 30); the outflow is then
 * stored by the next run.
 */
export async function readApproval(
  rpc: SolanaRpcClient,
  multisig: string,
  proposal: string,
): Promise<StoredApproval> {
  const unreadable: StoredApproval = {
    proposal,
    transactionIndex: null,
    readable: false,
    approvers: null,
    approvedAt: null,
    executedAt: null,
  };
  const answer = await rpc.request<unknown>('getAccountInfo', [
    proposal,
    { encoding: 'base64', commitment: 'finalized' },
  ]);
  const { value } = checkedAnswer(accountInfoSchema, 'getAccountInfo', proposal, answer);
  if (!value || value.owner !== SQUADS_V4_PROGRAM) return unreadable;
  try {
    const decoded = decodeProposal(Buffer.from(value.data[0], 'base64'));
    if (decoded.multisig !== multisig) return unreadable;
    if (proposalAddress(multisig, decoded.transactionIndex) !== proposal) return unreadable;
    // A time a date can hold (before the year 10000); another is not shown rather than guessed.
    const ts = decoded.statusTimestamp;
    const at = ts !== null && ts > 0n && ts < LAST_DATE_SECONDS ? Number(ts) : null;
    return {
      proposal,
      transactionIndex: decoded.transactionIndex.toString(),
      readable: true,
      approvers: decoded.approved,
      approvedAt: decoded.status === 'approved' ? at : null,
      executedAt: decoded.status === 'executed' ? at : null,
    };
  } catch (error) {
    if (error instanceof SquadsLayoutError) return unreadable;
    throw error;
  }
}
