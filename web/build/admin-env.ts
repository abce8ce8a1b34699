/**
 * What a production build needs for the admin sign-in: without these the admin tree would throw
 * SPEC §8's "Firebase configuration is missing required fields" in the administrator's browser,
 * long after the deploy. Checked at build time instead, naming each missing variable.
 */
export const REQUIRED_ADMIN_ENV = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_ADMIN_UID',
] as const;

/** The names of the required variables that are missing or blank in `env`. */
export function missingAdminEnv(env: Record<string, string | undefined>): string[] {
  return REQUIRED_ADMIN_ENV.filter((name) => !env[name]?.trim());
}

/** Throws, naming each missing variable, when a production build lacks the Firebase web config. */
export function assertAdminEnv(env: Record<string, string | undefined>): void {
  const missing = missingAdminEnv(env);
  if (missing.length === 0) return;
  throw new Error(
    `The admin sign-in needs ${missing.join(', ')} for a production build: set them in ` +
      'web/.env.production.local (Firebase console → Project settings → Your apps → Web app) ' +
      'or in the environment, or build a demo with --mode demo.',
  );
}
