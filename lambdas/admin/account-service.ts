import { getAuth } from 'firebase-admin/auth';
import { getFirebaseApp } from '../platform/database/firebase-app.js';
import { askAccountService, forgetAccount } from './admin-account.js';

/**
 * Signs `uid` out everywhere: every refresh token is revoked, and every ID token signed in before
 * now is refused by `checkAccountActive` once its lookup is renewed (at once here, within
 * ACCOUNT_CACHE_MS on other instances). Repeating it is harmless.
 */
export async function revokeAllSessions(uid: string): Promise<void> {
  const auth = getAuth(await getFirebaseApp());
  await askAccountService(() => auth.revokeRefreshTokens(uid));
  forgetAccount(uid);
}

/** What the panel shows of the account: the identity service's last sign-in and second factors. */
export interface AccountFacts {
  /** The last sign-in the identity service saw, by any client (ISO 8601). */
  lastSignInAt?: string;
  secondFactors: { factorId: string; displayName?: string; enrolledAt?: string }[];
}

/** Reads {@link AccountFacts} of `uid` from the account service. */
export async function accountFacts(uid: string): Promise<AccountFacts> {
  const auth = getAuth(await getFirebaseApp());
  const user = await askAccountService(() => auth.getUser(uid));
  const iso = (value: string | undefined) => {
    const ms = value ? Date.parse(value) : Number.NaN;
    return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
  };
  const lastSignInAt = iso(user.metadata.lastSignInTime);
  return {
    ...(lastSignInAt ? { lastSignInAt } : {}),
    secondFactors: (user.multiFactor?.enrolledFactors ?? []).map((factor) => {
      const enrolledAt = iso(factor.enrollmentTime);
      return {
        factorId: factor.factorId,
        ...(factor.displayName ? { displayName: factor.displayName } : {}),
        ...(enrolledAt ? { enrolledAt } : {}),
      };
    }),
  };
}
