import { z } from 'zod';
import { DEFAULT_MAX_DONATION_SOL, DONATE_MESSAGES, SOL_DECIMAL, solToLamports } from './donate-request.js';

export * from './donate-request.js';

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
