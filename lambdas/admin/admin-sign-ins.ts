import { withDatabase } from '../platform/database/firestore.js';

/** Where the panel's sign-ins are kept: one small document, never served by a public route. */
const SIGN_INS_DOC = ['adminAccount', 'signIns'] as const;
/** How many sign-ins the panel shows. */
export const SIGN_INS_KEPT = 5;

/** One sign-in to the panel: when (the token's `auth_time`) and from which browser. */
export interface SignIn {
  /** ISO 8601. */
  at: string;
  browser: string;
  secondFactor?: string;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * A short, non-identifying name for a User-Agent ("Firefox on Linux"): enough to recognise one's
 * own browser, with no version or build string that would fingerprint it.
 */
export function browserName(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (!browser && !system) return 'Unknown browser';
  return `${browser ?? 'Unknown browser'}${system ? ` on ${system}` : ''}`;
}

const isSignIn = (value: unknown): value is SignIn =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SignIn).at === 'string' &&
  typeof (value as SignIn).browser === 'string';

/**
 * Records a sign-in (once per `auth_time`: a reload or a retry records nothing new) and answers the
 * latest {@link SIGN_INS_KEPT}, newest first.
 */
export function recordSignIn(signIn: SignIn): Promise<SignIn[]> {
  return withDatabase((db) =>
    db.runTransaction(async (tx) => {
      const ref = db.collection(SIGN_INS_DOC[0]).doc(SIGN_INS_DOC[1]);
      const stored = (await tx.get(ref)).get('entries') as unknown;
      const entries = Array.isArray(stored) ? stored.filter(isSignIn) : [];
      if (entries.some((entry) => entry.at === signIn.at)) return entries;
      const next = [signIn, ...entries]
        .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
        .slice(0, SIGN_INS_KEPT);
      tx.set(ref, { entries: next });
      return next;
    }),
  );
}
