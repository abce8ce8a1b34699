import { z } from 'zod';

/**
 * Donating with a wallet app (ADR 40): a Solana Pay transfer request per goal, the gifts each goal
 * received as the chain says, the thank-you when a request's transfer arrived, and the same donation as
 * a Solana Action. The page, the handlers and the local stack read these shapes from here.
 */
export const DONATE_ROUTES = {
  /** GET: what each goal received, read from the chain by the scheduled ledger import. */
  goalGifts: '/api/ledger/donation-wallet/goals',
  /** GET: whether a transfer carrying this request reference reached the wallet (`{reference}` base58). */
  receipt: '/api/donations/receipts/{reference}',
  /** POST: the provider's webhook on the donation wallet (enhanced transactions, shared secret). */
  webhook: '/api/donations/webhook',
  /** GET, POST, OPTIONS: the Solana Action for the wallet (no goal). */
  action: '/api/actions/donate',
  /** GET, POST, OPTIONS: the Solana Action for one goal. */
  goalAction: '/api/actions/donate/{goalId}',
} as const;

/** The largest SOL amount one request may ask for, unless the operator configures another. */
export const DEFAULT_MAX_DONATION_SOL = '1000';

/** At most 9 decimals (a lamport), no exponent, no sign, a leading `0.` below 1 (the Solana Pay spec). */
const SOL_DECIMAL = /^(0|[1-9]\d{0,11})(\.\d{1,9})?$/;

export const DONATE_MESSAGES = {
  amountInvalid: 'Amount must be a number of SOL such as 0.5, with at most 9 decimals',
  amountZero: 'Amount must be more than 0 SOL',
  amountTooLarge: (max: string) => `Amount must be at most ${max} SOL`,
  accountInvalid: 'Account must be a Solana address (base58, 32 bytes)',
  accountIsWallet: 'Account must not be the donation wallet itself',
  goalUnknown: 'No such donation goal',
  referenceInvalid: 'Reference must be a Solana public key (base58, 32 bytes)',
} as const;

/** SOL as the Solana Pay `amount` field writes it, turned into lamports (exact: no float is involved). */
export function solToLamports(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 1_000_000_000n + BigInt(fraction.padEnd(9, '0'));
}

/** Lamports as the shortest Solana Pay `amount` (plain decimal, at most 9 decimals, no trailing zeros). */
export function lamportsToSol(lamports: bigint): string {
  const whole = lamports / 1_000_000_000n;
  const fraction = (lamports % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** A donation amount in SOL, as typed or sent: the same rule in the page's form and the Action's POST. */
export function solAmount(max: string = DEFAULT_MAX_DONATION_SOL) {
  const maxLamports = solToLamports(max);
  return z
    .string({ error: DONATE_MESSAGES.amountInvalid })
    .trim()
    .regex(SOL_DECIMAL, { error: DONATE_MESSAGES.amountInvalid, abort: true })
    .refine((value) => solToLamports(value) > 0n, { error: DONATE_MESSAGES.amountZero })
    .refine((value) => solToLamports(value) <= maxLamports, { error: DONATE_MESSAGES.amountTooLarge(max) });
}

/** What one goal received: transfers to the donation wallet whose accounts include the goal's reference. */
export interface GoalGiftTotal {
  /** The goal's reference key (base58), as its requests carry it. */
  reference: string;
  /** Lamports received, as a decimal string. */
  lamports: string;
  /** How many transfers. */
  gifts: number;
}

/** GET {@link DONATE_ROUTES.goalGifts}: `{ success: true, data }`. */
export interface GoalGifts {
  /** ISO 8601: when the ledger was last brought up to date; null while its first import runs. */
  syncedAt: string | null;
  /** One entry per reference that received anything. */
  goals: GoalGiftTotal[];
}

/** GET {@link DONATE_ROUTES.receipt}: `{ success: true, data }`. */
export type DonationReceipt =
  | { status: 'pending' }
  | {
      status: 'arrived';
      /** The transaction's signature (base58), for the explorer link. */
      signature: string;
      /** What the wallet received, lamports as a decimal string. */
      lamports: string;
      /** The goal's reference when the transfer carried one, else null. */
      goalReference: string | null;
      /** ISO 8601: the block time. */
      confirmedAt: string;
    };
