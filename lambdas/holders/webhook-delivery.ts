import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { isPublicKey } from '../platform/solana/public-key.js';

/**
 * One token transfer of a Helius enhanced transaction. `tokenAmount` is already decimal-adjusted.
 * Fields we do not read are kept loose: the provider adds fields over time.
 */
// zod's light build (about 40 KiB with its English messages, against 450 KiB): the provider gives
// up after about a second, and this is all the webhook validates. The messages are zod's usual ones.
z.config(en());

const maybeText = () => z.optional(z.nullable(z.string()));

const tokenTransfer = z.looseObject({
  fromUserAccount: maybeText(),
  toUserAccount: maybeText(),
  fromTokenAccount: maybeText(),
  toTokenAccount: maybeText(),
  // zod 4 numbers are finite: Infinity and NaN are refused.
  tokenAmount: z.number(),
  mint: z.string(),
  tokenStandard: maybeText(),
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
  .int()
  .check(
    z.refine(
      (seconds) => seconds >= SOLANA_GENESIS_SECONDS && seconds <= Date.now() / 1000 + FUTURE_SLACK_SECONDS,
      "must be a block time in unix seconds, between Solana's genesis and now",
    ),
  );

const transaction = z.looseObject({
  signature: z.string().check(z.minLength(1), z.maxLength(128)),
  /** Unix seconds (block time). */
  timestamp: blockTime,
  type: z.optional(z.string()),
  /** null when the transaction succeeded; any other value (whatever its shape) means it failed. */
  transactionError: z.optional(z.unknown()),
  tokenTransfers: z._default(z.array(tokenTransfer).check(z.maxLength(1000)), []),
});

/** A webhook delivery: a JSON array of enhanced transactions. */
export const deliverySchema = z.array(transaction).check(z.maxLength(1000));
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
