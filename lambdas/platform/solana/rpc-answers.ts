import { z } from 'zod';
import type { SolanaRpcClient } from './rpc-client.js';
import type { WireTransaction } from './wire-transaction.js';

/**
 * The wire shapes of the node's answers about a history of transactions, as the ledger import (ADR 30)
 * and the watch of the donation wallet's rules (ADR 33) read them: an answer of another shape (an
 * object instead of a list, a balance that is not a number) stops the run with an error that says
 * which call and what is wrong, rather than being read as something else; the next run asks again.
 */

const base58 = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,90}$/, 'not a base58 string');
const lamports = z.number().int().nonnegative();
const raw = z.string().regex(/^\d{1,40}$/, 'not a string of digits');

const signatureInfo = z.object({
  signature: base58,
  slot: z.number().int().nonnegative(),
  err: z.unknown(),
  memo: z.string().nullable().optional(),
  blockTime: z.number().int().nullable().optional(),
  confirmationStatus: z.string().nullable().optional(),
});

/** `getSignaturesForAddress`: a list, newest first, of at most the node's largest page. */
export const signaturePageSchema = z.array(signatureInfo).max(1000);
export type SignatureInfo = z.infer<typeof signaturePageSchema>[number];

const tokenBalance = z.object({
  accountIndex: z.number().int().nonnegative(),
  mint: base58,
  owner: base58.optional(),
  programId: base58.optional(),
  uiTokenAmount: z.object({ amount: raw, decimals: z.number().int().min(0).max(255) }),
});

/** `getTransaction` (encoding `json`, maxSupportedTransactionVersion 0): null, or the parts read. */
export const transactionSchema = z
  .object({
    slot: z.number().int().nonnegative(),
    blockTime: z.number().int().nullable().optional(),
    version: z.union([z.literal('legacy'), z.literal(0)]).optional(),
    transaction: z.object({
      signatures: z.array(base58).min(1),
      // Instructions are checked one by one where they are read (top-level-instructions.ts): a malformed one ties nothing.
      message: z.object({ accountKeys: z.array(base58), instructions: z.unknown().optional() }),
    }),
    meta: z
      .object({
        err: z.unknown(),
        fee: lamports,
        preBalances: z.array(lamports),
        postBalances: z.array(lamports),
        preTokenBalances: z.array(tokenBalance).nullable().optional(),
        postTokenBalances: z.array(tokenBalance).nullable().optional(),
        loadedAddresses: z
          .object({ writable: z.array(base58), readonly: z.array(base58) })
          .nullable()
          .optional(),
      })
      .nullable(),
  })
  .nullable();

/** The node answered something of another shape than the method's: the run stops, the next asks again. */
export class UnexpectedAnswerError extends Error {
  override readonly name = 'UnexpectedAnswerError';
}

/** `answer` read as `schema`, or an error naming the method, the subject and the first problem. */
export function checkedAnswer<S extends z.ZodType>(
  schema: S,
  method: string,
  subject: string,
  answer: unknown,
): z.infer<S> {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  throw new UnexpectedAnswerError(
    `${method} for ${subject} answered an unexpected shape${where}: ${issue?.message ?? 'invalid'}`,
  );
}

/** The checked transaction as the extraction reads it. */
export const asWire = (tx: NonNullable<z.infer<typeof transactionSchema>>): WireTransaction =>
  ({ ...tx, blockTime: tx.blockTime ?? null }) as WireTransaction;

/**
 * One page of `getSignaturesForAddress` (finalized), newest first, checked: from `before` (excluded)
 * back to `until` (excluded) or `limit` signatures.
 */
export async function readSignatures(
  rpc: SolanaRpcClient,
  address: string,
  page: { limit: number; before?: string | null | undefined; until?: string | null | undefined },
): Promise<SignatureInfo[]> {
  const answer = await rpc.request<unknown>('getSignaturesForAddress', [
    address,
    {
      limit: page.limit,
      commitment: 'finalized',
      ...(page.before ? { before: page.before } : {}),
      ...(page.until ? { until: page.until } : {}),
    },
  ]);
  return checkedAnswer(signaturePageSchema, 'getSignaturesForAddress', address, answer);
}

/**
 * The finalized transaction of `signature`, checked; or why there is none: the node returned none, or
 * returned another signature's (never filed under a signature it is not).
 */
export async function readTransaction(
  rpc: SolanaRpcClient,
  signature: string,
): Promise<{ tx: WireTransaction } | { missing: 'not-returned' | 'other-signature' }> {
  const answer = await rpc.request<unknown>('getTransaction', [
    signature,
    { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: 'finalized' },
  ]);
  const tx = checkedAnswer(transactionSchema, 'getTransaction', signature, answer);
  if (!tx) return { missing: 'not-returned' };
  if (tx.transaction.signatures[0] !== signature) return { missing: 'other-signature' };
  return { tx: asWire(tx) };
}
