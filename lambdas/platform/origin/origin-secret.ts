import { localStackOnly, oneOf, optional, type Parsed, parseVariables, text } from '../config/env-rules.js';
import { getSecretValue, SecretsManagerError } from '../secrets/secrets-manager.js';

/** A warm function re-reads the secret on a mismatch at most this often (rotation, not attackers). */
export const ORIGIN_SECRET_REFRESH_MS = 60_000;

/** A Secrets Manager version id, as the stack's `OriginSecretVersion` parameter allows it. */
const VERSION_ID = /^[A-Za-z0-9-]{32,64}$/;

const rules = {
  /** Secrets Manager secret whose current value and deployed version CloudFront may send (deployed). */
  ORIGIN_SECRET_ARN: optional(text({ startsWith: 'arn:' })),
  /** The version the last deploy gave CloudFront (the stack parameter `npm run deploy` sets). */
  ORIGIN_SECRET_VERSION: optional(text({ pattern: [VERSION_ID, 'must be a secret version id'] })),
  /** The value itself: the local stack and its tests only (its gateway plays CloudFront and sends it). */
  ORIGIN_SECRET: optional(text({ minLength: [16, 'must be at least 16 characters'] })),
  LOCAL_STACK: optional(oneOf(['1'])),
};

export type OriginConfig = Parsed<typeof rules>;

const problemIf = (condition: boolean, name: string, message: string): [string, string][] =>
  condition ? [[name, message]] : [];

/** Parses the origin check's environment; a missing or bad value throws an error that names it. */
export function parseOriginConfig(env: NodeJS.ProcessEnv): OriginConfig {
  return parseVariables(rules, env, 'origin check configuration', (config) => [
    ...localStackOnly(config, ['ORIGIN_SECRET'], ' (use ORIGIN_SECRET_ARN)'),
    // Deployed, the check cannot be left out: without it the execute-api address is a way around the CDN.
    ...problemIf(
      !config.ORIGIN_SECRET_ARN && config.LOCAL_STACK !== '1',
      'ORIGIN_SECRET_ARN',
      'is required outside the local stack',
    ),
    // Without it only the current value would pass, and CloudFront sends the deployed one.
    ...problemIf(
      Boolean(config.ORIGIN_SECRET_ARN) && !config.ORIGIN_SECRET_VERSION,
      'ORIGIN_SECRET_VERSION',
      'is required with ORIGIN_SECRET_ARN',
    ),
  ]);
}

/** Values a request may carry; none means the check is off (the local stack without ORIGIN_SECRET). */
export interface OriginSecrets {
  /** Reads the accepted values (cached); `refresh` re-reads them when the last read is old enough. */
  accepted(refresh?: boolean): Promise<readonly string[] | undefined>;
}

async function readVersion(
  arn: string,
  which: { VersionStage: 'AWSCURRENT' } | { VersionId: string },
): Promise<{ value?: string; versionId?: string }> {
  const answer = await getSecretValue({ SecretId: arn, ...which }, { timeoutMs: 2500 });
  return { value: answer.SecretString?.trim() || undefined, versionId: answer.VersionId };
}

/** The deployed version's value; none when Secrets Manager no longer has that version. */
async function deployedValue(arn: string, versionId: string): Promise<string | undefined> {
  try {
    return (await readVersion(arn, { VersionId: versionId })).value;
  } catch (error) {
    if (error instanceof SecretsManagerError && error.name === 'ResourceNotFoundException') return undefined;
    throw error;
  }
}

/**
 * The origin secret's accepted values: its current value (stored, maybe not deployed yet) and the
 * version the last deploy gave CloudFront. A rotation (new value stored, then the stack deployed)
 * never refuses CloudFront's requests, and the deploy that ships the new value closes the old one:
 * the functions change after the distribution, with the new version in their environment (ADR 15).
 */
export function originSecrets(config: OriginConfig, now: () => number = Date.now): OriginSecrets {
  if (!config.ORIGIN_SECRET_ARN || !config.ORIGIN_SECRET_VERSION) {
    const local = config.ORIGIN_SECRET ? [config.ORIGIN_SECRET] : undefined;
    return { accepted: async () => local };
  }
  const arn = config.ORIGIN_SECRET_ARN;
  const deployed = config.ORIGIN_SECRET_VERSION;
  let cached: { values: Promise<readonly string[]>; readAt: number } | undefined;
  const read = () => {
    const values = readVersion(arn, { VersionStage: 'AWSCURRENT' }).then(async (current) => {
      if (!current.value) throw new Error('The origin secret has no current value');
      // One read in the usual case: the current value is the deployed one.
      if (current.versionId === deployed) return [current.value];
      const other = await deployedValue(arn, deployed);
      return other && other !== current.value ? [current.value, other] : [current.value];
    });
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
