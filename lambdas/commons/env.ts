import { z } from 'zod';

/** The variables every function that opens Firestore reads (the API, the backups, the holder feed). */
export const databaseEnv = {
  FIREBASE_PROJECT_ID: z.string().regex(/^[a-z][a-z0-9-]{3,38}[a-z0-9]$/, 'must be a Firebase project id'),
  /** Secrets Manager secret holding the service-account JSON (deployed only). */
  FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: z.string().startsWith('arn:').optional(),
  FIRESTORE_EMULATOR_HOST: z.string().optional(),
  /** The emulator's REST front (host:port): what the public reads use locally, as they use REST deployed. */
  FIRESTORE_REST_EMULATOR_HOST: z.string().optional(),
  LOCAL_STACK: z.enum(['1']).optional(),
  /** `none` for a function that never opens Firestore (its role cannot read the service-account secret). */
  DATABASE: z.enum(['none']).optional(),
};

/**
 * Adds an issue for each of `names` that is set without LOCAL_STACK=1: emulator hosts and plain
 * secrets are for the local stack only, and a deployed function must never see them.
 */
export function refuseOutsideLocalStack(
  env: Record<string, unknown>,
  names: readonly string[],
  ctx: z.RefinementCtx,
  hint = '',
): void {
  for (const name of names) {
    if (env[name] && env.LOCAL_STACK !== '1') {
      ctx.addIssue({ code: 'custom', path: [name], message: `is only allowed with LOCAL_STACK=1${hint}` });
    }
  }
}

/**
 * Deployed, the service-account secret is required: only the emulator, and a function that never opens
 * the database (`DATABASE=none`), need no credential.
 */
export function requireCredential(
  env: {
    FIRESTORE_EMULATOR_HOST?: string | undefined;
    FIREBASE_SERVICE_ACCOUNT_SECRET_ARN?: string | undefined;
    DATABASE?: 'none' | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  if (env.DATABASE === 'none') return;
  if (!env.FIRESTORE_EMULATOR_HOST && !env.FIREBASE_SERVICE_ACCOUNT_SECRET_ARN) {
    ctx.addIssue({
      code: 'custom',
      path: ['FIREBASE_SERVICE_ACCOUNT_SECRET_ARN'],
      message: 'is required outside the local stack',
    });
  }
}

/** Parses an environment with `schema`; a missing or bad value throws an error naming each one. */
export function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv, what: string): z.output<T> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new Error(`Invalid ${what}: ${problems.join('; ')}`);
  }
  return result.data;
}
