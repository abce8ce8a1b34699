import {
  credentialProblems,
  databaseRules,
  integer,
  localStackOnly,
  oneOf,
  optional,
  type Parsed,
  parseVariables,
  text,
  url,
  withDefault,
} from './env-rules.js';

const GOOGLE_SECURETOKEN_JWKS =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

const rules = {
  ...databaseRules,
  ADMIN_UID: text({ minLength: [1, 'is required'], maxLength: 128 }),
  /** Where Google publishes the keys that sign Firebase ID tokens; tests point it at a local key. */
  AUTH_JWKS_URL: withDefault(url, GOOGLE_SECURETOKEN_JWKS),
  FIREBASE_AUTH_EMULATOR_HOST: optional(text()),
  DB_TIMEOUT_MS: withDefault(integer(100, 20_000), 4000),
  /** How long a lookup of the administrator's account (disabled? revoked?) is reused. */
  ACCOUNT_CACHE_MS: withDefault(integer(0, 300_000), 10_000),
  /** A sign-in older than this (the token's `auth_time`) is refused: the administrator signs in again. */
  ADMIN_MAX_SESSION_HOURS: withDefault(integer(1, 720), 12),
  /** A sign-in that made no administrator request for this long is refused (the panel's idle limit). */
  ADMIN_IDLE_MINUTES: withDefault(integer(1, 1440), 30),
  /**
   * Whether writes need a sign-in with a second factor (ADR 18). Unset: required,
   * except in the local stack (LOCAL_STACK), whose demo administrator has none.
   */
  REQUIRE_SECOND_FACTOR: optional(oneOf(['true', 'false'])),
  /** The site's address (`https://example.org/`): the absolute links of the feeds (behaviour §14). */
  SITE_URL: optional(url),
  CACHE_S_MAXAGE: withDefault(integer(0, 3600), 5),
  CACHE_STALE_WHILE_REVALIDATE: withDefault(integer(0, 86_400), 30),
  /** How long the CDN may serve the last good answer while the origin fails (5xx or unreachable): a day. */
  CACHE_STALE_IF_ERROR: withDefault(integer(0, 604_800), 86_400),
};

export type Config = Parsed<typeof rules> & { requireSecondFactor: boolean };

/** Parses the environment; a missing or bad value throws an error that names it. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = parseVariables(rules, env, 'configuration', (config) => [
    // The emulators accept unsigned tokens for any uid: a deployed function must never see them.
    ...localStackOnly(config, [
      'FIRESTORE_EMULATOR_HOST',
      'FIRESTORE_REST_EMULATOR_HOST',
      'FIREBASE_AUTH_EMULATOR_HOST',
    ]),
    ...credentialProblems(config),
  ]);
  const requireSecondFactor = parsed.REQUIRE_SECOND_FACTOR
    ? parsed.REQUIRE_SECOND_FACTOR === 'true'
    : !parsed.LOCAL_STACK;
  return { ...parsed, requireSecondFactor };
}

/** The configuration, parsed once at cold start. */
export const config = parseConfig(process.env);
