import { z } from 'zod';
import { parseEnv, refuseOutsideLocalStack, zodFields } from '../commons/env.js';
import { isPublicKey } from '../commons/solana/public-key.js';
import { rpcEnvRules } from '../commons/solana/rpc-env.js';

const publicKey = z.string().refine(isPublicKey, 'must be a base58 Solana address (32 bytes)');

const schema = z
  .object({
    /** The token whose holders are followed. */
    TOKEN_MINT: publicKey,
    /** Secrets Manager secret holding the webhook's shared secret (deployed, webhook only). */
    HOLDER_WEBHOOK_SECRET_ARN: z.string().startsWith('arn:').optional(),
    /** The shared secret itself: the local stack and tests only. */
    HOLDER_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    // The RPC (the reconciler): a call that takes longer is abandoned and the run retried at the next schedule.
    ...zodFields(rpcEnvRules(30_000)),
    /** A holder count that falls by more than this share since the last run is refused (the reconciler). */
    HOLDER_MAX_DROP_SHARE: z.coerce.number().gt(0).lt(1).default(0.25),
    /** The reconciler stops at its next checkpoint after this long, to end before the function's timeout. */
    RECONCILE_BUDGET_MS: z.coerce.number().int().min(1000).max(900_000).default(80_000),
    /**
     * Provider credits a month the reconciler may spend; runs are skipped when a full read more
     * often would exceed it. Absent: every scheduled run reads.
     */
    HOLDER_RPC_MONTHLY_CREDITS: z.coerce.number().int().positive().optional(),
    /** Credits one getProgramAccounts call costs (Helius: 10). */
    HOLDER_RPC_CREDITS_PER_CALL: z.coerce.number().int().min(0).default(10),
  })
  .superRefine((env, ctx) => {
    // Plain secrets in the environment would show in the Lambda console: deployed, they come from Secrets Manager.
    for (const name of ['HOLDER_WEBHOOK_SECRET', 'SOLANA_RPC_URL'] as const) {
      refuseOutsideLocalStack(env, [name], ctx, ` (use ${name}_ARN)`);
    }
  });

export type HolderFeedConfig = z.infer<typeof schema>;

/** Parses the holder feed's environment; a missing or bad value throws an error that names it. */
export function parseHolderFeedConfig(env: NodeJS.ProcessEnv): HolderFeedConfig {
  return parseEnv(schema, env, 'holder feed configuration');
}

/** Calls of one full read: getProgramAccounts under each token program. */
export const CALLS_PER_FULL_READ = 2;
const MONTH_MS = 30 * 24 * 3600 * 1000;

/**
 * The shortest time between two full reads that keeps a month of them within the credit budget
 * (0 without a budget): a run sooner than that is skipped.
 */
export function minReadIntervalMs(config: HolderFeedConfig): number {
  if (!config.HOLDER_RPC_MONTHLY_CREDITS) return 0;
  const creditsPerRead = CALLS_PER_FULL_READ * config.HOLDER_RPC_CREDITS_PER_CALL;
  return Math.ceil((MONTH_MS * creditsPerRead) / config.HOLDER_RPC_MONTHLY_CREDITS);
}
