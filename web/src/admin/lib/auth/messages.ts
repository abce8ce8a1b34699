/** behaviour §6: a signed-in user who is not the administrator, at the login. */
export const UNAUTHORIZED_MESSAGE =
  'Unauthorized access. Only authorized admin accounts can access this panel.';
/** behaviour §6: the same rejection in the admin context (the panel, or a 403 from the server). */
export const ADMIN_REQUIRED_MESSAGE = 'Unauthorized access - Admin account required';
/** Shown when the server refuses a sign-in older than the longest session it allows. */
export const SESSION_TOO_OLD_NOTICE = 'Your sign-in is too old. Please sign in again.';
/** Shown when the server still refuses the token after one refresh. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/** behaviour §8's login messages, by Firebase Auth error code (without the "auth/" prefix). */
export const LOGIN_MESSAGES: Readonly<Record<string, string>> = {
  'user-not-found': 'No user found with this email address.',
  'wrong-password': 'Incorrect password. Please try again.',
  'invalid-email': 'Invalid email address format.',
  'too-many-requests': 'Too many failed attempts. Please try again later.',
  'invalid-credential': 'Invalid email or password. Please check your credentials.',
  // Newer projects with email enumeration protection report this for both of the above.
  'invalid-login-credentials': 'Invalid email or password. Please check your credentials.',
};

/** behaviour §8: any other sign-in failure. */
export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.';

/** Maps a sign-in failure to behaviour §8's message for its cause. */
export function loginErrorMessage(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code.replace(/^auth\//, '')
      : '';
  return LOGIN_MESSAGES[code] ?? LOGIN_FAILED_MESSAGE;
}

/** The second step of a sign-in, and adding an authenticator app: messages by error code. */
export const SECOND_FACTOR_MESSAGES: Readonly<Record<string, string>> = {
  'invalid-verification-code': 'Wrong code. Check the code in your app and try again.',
  'missing-verification-code': 'Enter the 6-digit code.',
  'missing-code': 'Enter the 6-digit code.',
  'code-expired': 'This code has expired. Enter the newest code.',
  'totp-challenge-timeout': 'This sign-in took too long. Please sign in again.',
  'invalid-multi-factor-session': 'This sign-in took too long. Please sign in again.',
  'missing-multi-factor-session': 'This sign-in took too long. Please sign in again.',
  'too-many-requests': 'Too many failed attempts. Please try again later.',
  'requires-recent-login': 'For your safety, sign in again, then add the authenticator app.',
  'operation-not-allowed':
    'Authenticator apps are not enabled for this project yet: the operator turns them on first (see the manual).',
  'unverified-email': 'Verify your e-mail address first, then add the authenticator app.',
  'maximum-second-factor-count-exceeded': 'This account already has as many second factors as allowed.',
  'second-factor-already-in-use': 'This authenticator is already added to the account.',
};

/** Codes after which the second step cannot go on: the sign-in starts again. */
export const SIGN_IN_AGAIN_CODES: ReadonlySet<string> = new Set([
  'totp-challenge-timeout',
  'invalid-multi-factor-session',
  'missing-multi-factor-session',
]);

/** Any other failure of a second-factor step. */
export const SECOND_FACTOR_FAILED_MESSAGE = 'Verification failed. Please try again.';

/** The identity service's error code without the "auth/" prefix, or "". */
export function authErrorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code.replace(/^auth\//, '')
    : '';
}

/** Maps a second-factor failure to its message. */
export function secondFactorErrorMessage(error: unknown): string {
  return SECOND_FACTOR_MESSAGES[authErrorCode(error)] ?? SECOND_FACTOR_FAILED_MESSAGE;
}

/** Shown at the login after the panel was left alone for too long. */
export const idleSignOutMessage = (minutes: number) =>
  `You were signed out after ${minutes} minute${minutes === 1 ? '' : 's'} without activity.`;
