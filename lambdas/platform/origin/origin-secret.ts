import { localStackOnly, oneOf, optional, type Parsed, parseVariables, text } from '../config/env-rules.js';
import { getSecretValue, SecretsManagerError } from '../secrets/secrets-manager.js';

/** A warm function re-reads the secret on a mismatch at most this often (rotation, not attackers). */
export const ORIGIN_SECRET_REFRESH_MS = 60_000;

const rules = {
  /** Secrets Manager secret whose current and previous values CloudFront may send (deployed). */
  ORIGIN_SECRET_ARN: optional(text({ startsWith: 'arn:' })),
  /** The value itself: the local stack and its tests only (its gateway plays CloudFront and sends it). */
  ORIGIN_SECRET: optional(text({ minLength: [16, 'must be at least 16 characters'] })),
  LOCAL_STACK: optional(oneOf(['1'])),
};

export type OriginConfig = Parsed<typeof rules>;

/** Parses the origin check's environment; a missing or bad value throws an error that names it. */
export function parseOriginConfig(env: NodeJS.ProcessEnv): OriginConfig {
  return parseVariables(rules, env, 'origin check configuration', (config) => [
    ...localStackOnly(config, ['ORIGIN_SECRET'], ' (use ORIGIN_SECRET_ARN)'),
    // Deployed, the check cannot be left out: without it the execute-api address is a way around the CDN.
    ...(!config.ORIGIN_SECRET_ARN && config.LOCAL_STACK !== '1'
      ? [['ORIGIN_SECRET_ARN', 'is required outside the local stack'] as [string, string]]
      : []),
  ]);
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
