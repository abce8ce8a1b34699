import { z } from 'zod';
import { parseEnv, refuseOutsideLocalStack } from '../commons/env.js';
import { rpcEnvFields } from '../commons/solana/rpc-env.js';
import { isPublicKey } from '../commons/solana/token-holders.js';

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
    ...rpcEnvFields(30_000),
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
