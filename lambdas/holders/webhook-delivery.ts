import { z } from 'zod';
import { isPublicKey } from '../commons/solana/token-holders.js';

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

const transaction = z.looseObject({
  signature: z.string().min(1).max(128),
  /** Unix seconds (block time). */
  timestamp: z.number().int().nonnegative(),
  type: z.string().optional(),
  /** null when the transaction succeeded. */
  transactionError: z.union([z.null(), z.string(), z.record(z.string(), z.unknown())]).optional(),
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
