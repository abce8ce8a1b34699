import bs58 from 'bs58';
import { z } from 'zod';
import { SQUADS_V4_PROGRAM } from '../contract/facts.js';
import type { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import {
  decodeProposal,
  proposalAddress,
  SquadsLayoutError,
  VAULT_TRANSACTION_EXECUTE,
} from '../platform/solana/squads-v4.js';
import { accountList, type StoredApproval, type WireTransaction } from './extract.js';
import { checkedAnswer } from './rpc-answers.js';

/**
 * An outflow tied to the Squads v4 proposal that executed it (ADR 33, behaviour §2.7): the
 * transaction's top-level `vault_transaction_execute` of the configured multisig names the proposal
 * (its accounts begin multisig, proposal, transaction, member); the Proposal account, read once when
 * the outflow is stored, says who approved it and when. What cannot be read is said, never guessed.
 */

/** A top-level instruction as `getTransaction` (encoding `json`) gives it. */
const instructionSchema = z.object({
  programIdIndex: z.number().int().nonnegative(),
  accounts: z.array(z.number().int().nonnegative()),
  data: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]*$/),
});

/**
 * The proposal of the first top-level `vault_transaction_execute` of `multisig` in `tx`, or null. An
 * instruction of another shape (indices out of the account list, data that is not base58) is passed
 * over: it ties nothing, and breaks nothing.
 */
export function vaultExecution(tx: WireTransaction, multisig: string): { proposal: string } | null {
  const message = tx.transaction.message as { instructions?: unknown };
  if (!Array.isArray(message.instructions)) return null;
  const keys = accountList(tx);
  for (const raw of message.instructions) {
    const parsed = instructionSchema.safeParse(raw);
    if (!parsed.success) continue;
    const { programIdIndex, accounts, data } = parsed.data;
    if (keys[programIdIndex] !== SQUADS_V4_PROGRAM) continue;
    if (accounts.length < 4 || accounts.some((i) => i >= keys.length)) continue;
    const bytes = Buffer.from(bs58.decode(data));
    // The instruction has no arguments: its data is its discriminator alone.
    if (!bytes.equals(VAULT_TRANSACTION_EXECUTE)) continue;
    if (keys[accounts[0] as number] !== multisig) continue;
    return { proposal: keys[accounts[1] as number] as string };
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
