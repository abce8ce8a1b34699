import { z } from 'zod';
import { parseEnv, refuseOutsideLocalStack } from './env.js';
import { getSecretValue, SecretsManagerError } from './secrets-manager.js';

/** A warm function re-reads the secret on a mismatch at most this often (rotation, not attackers). */
export const ORIGIN_SECRET_REFRESH_MS = 60_000;

const schema = z
  .object({
    /** Secrets Manager secret whose current and previous values CloudFront may send (deployed). */
    ORIGIN_SECRET_ARN: z.string().startsWith('arn:').optional(),
    /** The value itself: the local stack and its tests only (its gateway plays CloudFront and sends it). */
    ORIGIN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    LOCAL_STACK: z.enum(['1']).optional(),
  })
  .superRefine((env, ctx) => {
    refuseOutsideLocalStack(env, ['ORIGIN_SECRET'], ctx, ' (use ORIGIN_SECRET_ARN)');
    // Deployed, the check cannot be left out: without it the execute-api address is a way around the CDN.
    if (!env.ORIGIN_SECRET_ARN && env.LOCAL_STACK !== '1') {
      ctx.addIssue({
        code: 'custom',
        path: ['ORIGIN_SECRET_ARN'],
        message: 'is required outside the local stack',
      });
    }
  });

export type OriginConfig = z.infer<typeof schema>;

/** Parses the origin check's environment; a missing or bad value throws an error that names it. */
export function parseOriginConfig(env: NodeJS.ProcessEnv): OriginConfig {
  return parseEnv(schema, env, 'origin check configuration');
}

/** Values a request may carry; none means the check is off (the local stack without ORIGIN_SECRET). */
export interface OriginSecrets {
  /** Reads the accepted values (cached); `refresh` re-reads them when the last read is old enough. */
  accepted(refresh?: boolean): Promise<readonly string[] | undefined>;
}

async function readStage(arn: string, stage: 'AWSCURRENT' | 'AWSPREVIOUS'): Promise<string | undefined> {
  try {
    const answer = await getSecretValue({ SecretId: arn, VersionStage: stage }, { timeoutMs: 2500 });
    return answer.SecretString?.trim() || undefined;
  } catch (error) {
    // A secret set only once has no previous version.
    const notFound = error instanceof SecretsManagerError && error.name === 'ResourceNotFoundException';
    if (stage === 'AWSPREVIOUS' && notFound) return undefined;
    throw error;
  }
}

/**
 * The origin secret's accepted values: its current and its previous version, so that a rotation
 * (new value stored, then the distribution deployed with it) never refuses CloudFront's requests.
 */
export function originSecrets(config: OriginConfig, now: () => number = Date.now): OriginSecrets {
  if (!config.ORIGIN_SECRET_ARN) {
    const local = config.ORIGIN_SECRET ? [config.ORIGIN_SECRET] : undefined;
    return { accepted: async () => local };
  }
  const arn = config.ORIGIN_SECRET_ARN;
  let cached: { values: Promise<readonly string[]>; readAt: number } | undefined;
  const read = () => {
    const values = Promise.all([readStage(arn, 'AWSCURRENT'), readStage(arn, 'AWSPREVIOUS')]).then(
      ([current, previous]) => {
        if (!current) throw new Error('The origin secret has no current value');
        return previous && previous !== current ? [current, previous] : [current];
      },
    );
    const entry = { values, readAt: now() };
    // A failed read is not kept: the next request tries again.
    values.catch(() => {
      if (cached === entry) cached = undefined;
    });
    cached = entry;
    return values;
  };
  return {
    accepted: (refresh = false) => {
      if (!cached) return read();
      if (refresh && now() - cached.readAt >= ORIGIN_SECRET_REFRESH_MS) return read();
      return cached.values;
    },
  };
}
