import { z } from 'zod';

const GOOGLE_SECURETOKEN_JWKS =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

const schema = z
  .object({
    FIREBASE_PROJECT_ID: z.string().regex(/^[a-z][a-z0-9-]{3,38}[a-z0-9]$/, 'must be a Firebase project id'),
    ADMIN_UID: z.string().min(1, 'is required').max(128),
    /** Secrets Manager secret holding the service-account JSON (deployed only). */
    FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: z.string().startsWith('arn:').optional(),
    /** Where Google publishes the keys that sign Firebase ID tokens; tests point it at a local key. */
    AUTH_JWKS_URL: z.url().default(GOOGLE_SECURETOKEN_JWKS),
    FIRESTORE_EMULATOR_HOST: z.string().optional(),
    FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
    LOCAL_STACK: z.enum(['1']).optional(),
    DB_TIMEOUT_MS: z.coerce.number().int().min(100).max(20_000).default(4000),
    /** How long a lookup of the administrator's account (disabled? revoked?) is reused. */
    ACCOUNT_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
    CACHE_S_MAXAGE: z.coerce.number().int().min(0).max(3600).default(5),
    CACHE_STALE_WHILE_REVALIDATE: z.coerce.number().int().min(0).max(86_400).default(30),
  })
  .superRefine((env, ctx) => {
    // The emulators accept unsigned tokens for any uid: a deployed function must never see them.
    for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'] as const) {
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

export type Config = z.infer<typeof schema>;

/** Parses the environment; a missing or bad value throws an error that names it. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return result.data;
}

/** The configuration, parsed once at cold start. */
export const config = parseConfig(process.env);
