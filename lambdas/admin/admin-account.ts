import { getAuth } from 'firebase-admin/auth';
import { config } from '../platform/config/config.js';
import { getFirebaseApp } from '../platform/database/firebase-app.js';
import type { VerifiedUser } from '../platform/http/verified-user.js';

const LOOKUP_TIMEOUT_MS = 3000;

/** What the Identity Toolkit says of an account, as far as a write needs to know. */
interface AccountState {
  readonly exists: boolean;
  readonly disabled: boolean;
  /** Tokens whose sign-in (`auth_time`) is older than this were revoked (ms since epoch). */
  readonly validSinceMs: number;
}

/** The account was disabled, deleted or signed out everywhere: its tokens no longer write. */
export class AccountRevokedError extends Error {
  override readonly name = 'AccountRevokedError';
}

/** The account service could not be asked: the token may be fine, the check cannot run. */
export class AccountLookupUnavailableError extends Error {
  override readonly name = 'AccountLookupUnavailableError';
}

async function lookup(uid: string): Promise<AccountState> {
  const auth = getAuth(await getFirebaseApp());
  try {
    const user = await auth.getUser(uid);
    const validSince = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
    return {
      exists: true,
      disabled: user.disabled,
      validSinceMs: Number.isFinite(validSince) ? validSince : 0,
    };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'auth/user-not-found') return { exists: false, disabled: true, validSinceMs: 0 };
    throw new AccountLookupUnavailableError(code ?? String(error));
  }
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new AccountLookupUnavailableError('lookup timed out')),
      LOOKUP_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// A lookup in flight is shared (until: Infinity); a settled one is reused until `until`.
const cache = new Map<string, { state: Promise<AccountState>; until: number }>();

function accountState(uid: string): Promise<AccountState> {
  const cached = cache.get(uid);
  if (cached && cached.until > Date.now()) return cached.state;
  const entry = { state: withTimeout(lookup(uid)), until: Number.POSITIVE_INFINITY };
  cache.set(uid, entry);
  entry.state.then(
    () => {
      entry.until = Date.now() + config.ACCOUNT_CACHE_MS;
    },
    // A failed lookup is not kept: the next request asks again.
    () => {
      if (cache.get(uid) === entry) cache.delete(uid);
    },
  );
  return entry.state;
}

/**
 * Refuses a verified token whose account is disabled or deleted, or whose sign-in predates a
 * revocation (firebase-admin's `checkRevoked` rule: `auth_time` before `tokensValidAfterTime`).
 * A lookup is shared by the requests that arrive while it runs and reused for ACCOUNT_CACHE_MS,
 * so a burst of writes costs one, and a revocation takes effect within that time.
 */
export async function checkAccountActive(user: VerifiedUser): Promise<void> {
  const state = await accountState(user.uid);
  if (!state.exists) throw new AccountRevokedError('account deleted');
  if (state.disabled) throw new AccountRevokedError('account disabled');
  if (user.authTime * 1000 < state.validSinceMs) throw new AccountRevokedError('token revoked');
}

/** Forgets the reused lookup of `uid`, so this instance sees a revocation at once. */
export function forgetAccount(uid: string): void {
  cache.delete(uid);
}

/** Runs a call to the account service with the lookup's timeout; any failure is an AccountLookupUnavailableError. */
export async function askAccountService<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await withTimeout(work());
  } catch (error) {
    if (error instanceof AccountLookupUnavailableError) throw error;
    throw new AccountLookupUnavailableError((error as { code?: string }).code ?? String(error));
  }
}
