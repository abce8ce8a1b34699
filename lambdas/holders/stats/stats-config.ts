import { z } from 'zod';
import { parseEnv } from '../../platform/config/env.js';
import { isPublicKey } from '../../platform/solana/public-key.js';
import type { HolderStatsConfig } from './holder-stats.js';

const labelled = z
  .array(
    z.object({
      address: z.string().refine(isPublicKey, 'must be a base58 Solana address (32 bytes)'),
      kind: z.enum(['liquidity-pool', 'burn', 'team', 'exchange']),
      label: z.string().trim().min(1).max(80),
    }),
  )
  .max(32);

const schema = z.object({
  /** Decimals of the mint (the site section of the operator configuration). */
  TOKEN_DECIMALS: z.coerce.number().int().min(0).max(18).default(0),
  /** The labelled addresses of the operator configuration, as JSON. @default none */
  HOLDER_LABELS: z
    .string()
    .default('[]')
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(labelled),
});

/** Parses the reconciler's distribution settings; a bad value throws an error that names it. */
export function parseHolderStatsConfig(env: NodeJS.ProcessEnv): HolderStatsConfig {
  const parsed = parseEnv(schema, env, 'holder statistics configuration');
  return { decimals: parsed.TOKEN_DECIMALS, labelled: parsed.HOLDER_LABELS };
}
