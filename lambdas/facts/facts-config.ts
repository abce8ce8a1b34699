import { z } from 'zod';
import { parseEnv, refuseOutsideLocalStack } from '../commons/env.js';
import { isPublicKey } from '../commons/solana/public-key.js';
import { rpcEnvFields } from '../commons/solana/rpc-env.js';

const publicKey = z.string().refine(isPublicKey, 'must be a base58 Solana address (32 bytes)');

const schema = z
  .object({
    /** The token's mint (the site section of the operator configuration). */
    TOKEN_MINT: publicKey.optional(),
    /** The donation wallet (the site section of the operator configuration). */
    DONATION_WALLET: publicKey.optional(),
    // A visitor waits for this read (the function itself stops at 10 s), so a slow node is given up early.
    ...rpcEnvFields(5_000),
  })
  // The RPC URL may carry an API key: deployed, it comes from Secrets Manager.
  .superRefine((env, ctx) =>
    refuseOutsideLocalStack(env, ['SOLANA_RPC_URL'], ctx, ' (use SOLANA_RPC_URL_SECRET_ARN)'),
  );

export type FactsConfig = z.infer<typeof schema>;

/**
 * Parses a facts route's environment; `required` names the address that route reads. A missing or
 * bad value throws an error that names it, when the function loads.
 */
export function parseFactsConfig<K extends 'TOKEN_MINT' | 'DONATION_WALLET'>(
  env: NodeJS.ProcessEnv,
  required: K,
): FactsConfig & Record<K, string> {
  const config = parseEnv(schema, env, 'facts configuration');
  if (!config[required]) throw new Error(`Invalid facts configuration: ${required} is required`);
  return config as FactsConfig & Record<K, string>;
}
