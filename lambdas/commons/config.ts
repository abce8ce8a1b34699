import { z } from 'zod';
import { databaseEnv, parseEnv, refuseOutsideLocalStack, requireCredential } from './env.js';

const GOOGLE_SECURETOKEN_JWKS =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

const schema = z
  .object({
    ...databaseEnv,
    ADMIN_UID: z.string().min(1, 'is required').max(128),
    /** Where Google publishes the keys that sign Firebase ID tokens; tests point it at a local key. */
    AUTH_JWKS_URL: z.url().default(GOOGLE_SECURETOKEN_JWKS),
    FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
    DB_TIMEOUT_MS: z.coerce.number().int().min(100).max(20_000).default(4000),
    /** How long a lookup of the administrator's account (disabled? revoked?) is reused. */
    ACCOUNT_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
    /**
     * Whether writes need a sign-in with a second factor (DESIGN decision 18). Unset: required,
     * except in the local stack (LOCAL_STACK), whose demo administrator has none.
     */
    REQUIRE_SECOND_FACTOR: z.enum(['true', 'false']).optional(),
    CACHE_S_MAXAGE: z.coerce.number().int().min(0).max(3600).default(5),
    CACHE_STALE_WHILE_REVALIDATE: z.coerce.number().int().min(0).max(86_400).default(30),
    /** How long the CDN may serve the last good answer while the origin fails (5xx or unreachable): a day. */
    CACHE_STALE_IF_ERROR: z.coerce.number().int().min(0).max(604_800).default(86_400),
  })
  .superRefine((env, ctx) => {
    // The emulators accept unsigned tokens for any uid: a deployed function must never see them.
    refuseOutsideLocalStack(
      env,
      ['FIRESTORE_EMULATOR_HOST', 'FIRESTORE_REST_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'],
      ctx,
    );
    requireCredential(env, ctx);
  });

export type Config = z.infer<typeof schema> & { requireSecondFactor: boolean };

/** Parses the environment; a missing or bad value throws an error that names it. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = parseEnv(schema, env, 'configuration');
  const requireSecondFactor = parsed.REQUIRE_SECOND_FACTOR
    ? parsed.REQUIRE_SECOND_FACTOR === 'true'
    : !parsed.LOCAL_STACK;
  return { ...parsed, requireSecondFactor };
}

/** The configuration, parsed once at cold start. */
export const config = parseConfig(process.env);
