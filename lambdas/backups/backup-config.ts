import { z } from 'zod';
import { databaseEnv, parseEnv, refuseOutsideLocalStack, requireCredential } from '../platform/config/env.js';

const schema = z
  .object({
    ...databaseEnv,
    /** The bucket the backups go to. */
    BACKUP_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name'),
    /** A local S3-compatible server instead of AWS (local stack only). */
    BACKUP_S3_ENDPOINT: z.url().optional(),
    AWS_REGION: z.string().default('us-east-1'),
    /** First retry delay of an S3 call (doubling, with jitter); tests shorten it. */
    BACKUP_RETRY_BASE_MS: z.coerce.number().int().min(1).max(10_000).default(250),
  })
  .superRefine((env, ctx) => {
    refuseOutsideLocalStack(env, ['FIRESTORE_EMULATOR_HOST', 'BACKUP_S3_ENDPOINT'], ctx);
    requireCredential(env, ctx);
  });

export type BackupConfig = z.infer<typeof schema>;

/** Parses the backup function's environment; a missing or bad value throws an error naming it. */
export function parseBackupConfig(env: NodeJS.ProcessEnv): BackupConfig {
  return parseEnv(schema, env, 'configuration');
}
