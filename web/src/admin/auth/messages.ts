/** SPEC §6: a signed-in user who is not the administrator, at the login. */
export const UNAUTHORIZED_MESSAGE =
  'Unauthorized access. Only authorized admin accounts can access this panel.';
/** SPEC §6: the same rejection in the admin context (the panel, or a 403 from the server). */
export const ADMIN_REQUIRED_MESSAGE = 'Unauthorized access - Admin account required';
/** Shown when the server still refuses the token after one refresh. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/** SPEC §8's login messages, by Firebase Auth error code (without the "auth/" prefix). */
export const LOGIN_MESSAGES: Readonly<Record<string, string>> = {
  'user-not-found': 'No user found with this email address.',
  'wrong-password': 'Incorrect password. Please try again.',
  'invalid-email': 'Invalid email address format.',
  'too-many-requests': 'Too many failed attempts. Please try again later.',
  'invalid-credential': 'Invalid email or password. Please check your credentials.',
  // Newer projects with email enumeration protection report this for both of the above.
  'invalid-login-credentials': 'Invalid email or password. Please check your credentials.',
};

/** SPEC §8: any other sign-in failure. */
export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.';

/** Maps a sign-in failure to SPEC §8's message for its cause. */
export function loginErrorMessage(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code.replace(/^auth\//, '')
      : '';
  return LOGIN_MESSAGES[code] ?? LOGIN_FAILED_MESSAGE;
}
