import { ServiceUnavailableError } from '../platform/http/errors.js';
import type { VerifiedUser } from '../platform/http/verified-user.js';
import { type AccountFacts, accountFacts } from './account-service.js';
import { AccountLookupUnavailableError } from './admin-account.js';
import { browserName, recordSignIn, type SignIn } from './admin-sign-ins.js';

/** What the panel is told after a sign-in. */
export type SignInReport = AccountFacts & { signIns: SignIn[] };

/**
 * Records this sign-in (its time and browser, once per sign-in) and answers the latest sign-ins
 * with the identity service's own last sign-in and second factors, so the panel can show a sign-in
 * that was not this one; a 503 when the identity service cannot be asked.
 */
export async function signInReport(
  admin: VerifiedUser,
  userAgent: string | undefined,
): Promise<SignInReport> {
  const signIns = await recordSignIn({
    at: new Date(admin.authTime * 1000).toISOString(),
    browser: browserName(userAgent),
    ...(admin.secondFactor ? { secondFactor: admin.secondFactor } : {}),
  });
  try {
    return { signIns, ...(await accountFacts(admin.uid)) };
  } catch (error) {
    if (!(error instanceof AccountLookupUnavailableError)) throw error;
    throw new ServiceUnavailableError('The account service cannot be reached; please try again shortly');
  }
}
