import { z } from 'zod';
import { isPublicKey } from '../commons/solana/public-key.js';

/**
 * One token transfer of a Helius enhanced transaction. `tokenAmount` is already decimal-adjusted.
 * Fields we do not read are kept loose: the provider adds fields over time.
 */
const tokenTransfer = z.looseObject({
  fromUserAccount: z.string().nullable().optional(),
  toUserAccount: z.string().nullable().optional(),
  fromTokenAccount: z.string().nullable().optional(),
  toTokenAccount: z.string().nullable().optional(),
  tokenAmount: z.number().finite(),
  mint: z.string(),
  tokenStandard: z.string().nullable().optional(),
});

/** Solana's genesis block (16 March 2020): no block time can be earlier. */
export const SOLANA_GENESIS_SECONDS = 1_584_316_800;
/** Clocks differ: a block time up to a day ahead is accepted, anything later is not a block time. */
const FUTURE_SLACK_SECONDS = 86_400;

/**
 * Unix seconds. A value in milliseconds (or any other unit) would become a date Firestore cannot store,
 * and the provider would retry the delivery forever: it is refused with a 400 naming the field instead.
 */
const blockTime = z
  .number()
  .int()
  .refine(
    (seconds) => seconds >= SOLANA_GENESIS_SECONDS && seconds <= Date.now() / 1000 + FUTURE_SLACK_SECONDS,
    "must be a block time in unix seconds, between Solana's genesis and now",
  );

const transaction = z.looseObject({
  signature: z.string().min(1).max(128),
  /** Unix seconds (block time). */
  timestamp: blockTime,
  type: z.string().optional(),
  /** null when the transaction succeeded; any other value (whatever its shape) means it failed. */
  transactionError: z.unknown().optional(),
  tokenTransfers: z.array(tokenTransfer).max(1000).default([]),
});

/** A webhook delivery: a JSON array of enhanced transactions. */
export const deliverySchema = z.array(transaction).max(1000);
export type Delivery = z.infer<typeof deliverySchema>;

/** A wallet that received the mint, and the transaction that shows it. */
export interface HolderCandidate {
  wallet: string;
  signature: string;
  /** Block time, unix seconds. */
  timestamp: number;
}

/**
 * The wallets a delivery shows receiving `mint`: successful transactions, positive amounts, a
 * receiver that is not the sender. One candidate per wallet, with its earliest transaction.
 */
export function holderCandidates(delivery: Delivery, mint: string): HolderCandidate[] {
  const byWallet = new Map<string, HolderCandidate>();
  for (const tx of delivery) {
    if (tx.transactionError !== null && tx.transactionError !== undefined) continue;
    for (const transfer of tx.tokenTransfers) {
      const wallet = transfer.toUserAccount ?? '';
      if (transfer.mint !== mint || !(transfer.tokenAmount > 0)) continue;
      if (!isPublicKey(wallet) || wallet === transfer.fromUserAccount) continue;
      const known = byWallet.get(wallet);
      if (!known || tx.timestamp < known.timestamp) {
        byWallet.set(wallet, { wallet, signature: tx.signature, timestamp: tx.timestamp });
      }
    }
  }
  return [...byWallet.values()];
}
