import { z } from 'zod';

const schema = z
  .object({
    FIREBASE_PROJECT_ID: z.string().regex(/^[a-z][a-z0-9-]{3,38}[a-z0-9]$/, 'must be a Firebase project id'),
    /** The bucket the backups go to. */
    BACKUP_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name'),
    /** Secrets Manager secret holding the service-account JSON (deployed only). */
    FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: z.string().startsWith('arn:').optional(),
    FIRESTORE_EMULATOR_HOST: z.string().optional(),
    /** A local S3-compatible server instead of AWS (local stack only). */
    BACKUP_S3_ENDPOINT: z.url().optional(),
    LOCAL_STACK: z.enum(['1']).optional(),
    AWS_REGION: z.string().default('us-east-1'),
    /** First retry delay of an S3 call (doubling, with jitter); tests shorten it. */
    BACKUP_RETRY_BASE_MS: z.coerce.number().int().min(1).max(10_000).default(250),
  })
  .superRefine((env, ctx) => {
    for (const name of ['FIRESTORE_EMULATOR_HOST', 'BACKUP_S3_ENDPOINT'] as const) {
      if (env[name] && env.LOCAL_STACK !== '1') {
        ctx.addIssue({ code: 'custom', path: [name], message: 'is only allowed with LOCAL_STACK=1' });
      }
    }
    if (!env.FIRESTORE_EMULATOR_HOST && !env.FIREBASE_SERVICE_ACCOUNT_SECRET_ARN) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_SERVICE_ACCOUNT_SECRET_ARN'],
        message: 'is required outside the local stack',
      });
    }
  });

export type BackupConfig = z.infer<typeof schema>;

/** Parses the backup function's environment; a missing or bad value throws an error naming it. */
export function parseBackupConfig(env: NodeJS.ProcessEnv): BackupConfig {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return result.data;
}
