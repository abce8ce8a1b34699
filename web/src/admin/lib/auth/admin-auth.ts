/** The signed-in user as the admin tree sees it (behaviour §3, "Signed-in user"). */
export interface AuthUser {
  uid: string;
  email: string | null;
}

/**
 * The identity service behind the admin tree. Firebase Auth implements it in the browser; tests
 * pass a fake, so no component needs the SDK.
 */
export interface AdminAuth {
  /** Calls back at once with the current user (or null), then on every change; returns the unsubscribe. */
  onChange(listener: (user: AuthUser | null) => void): () => void;
  signIn(email: string, password: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  /** The current ID token, refreshed first when `forceRefresh`; null when nobody is signed in. */
  getIdToken(forceRefresh: boolean): Promise<string | null>;
}

/** A second factor the account has enrolled, as offered at sign-in. */
export interface SecondFactorHint {
  uid: string;
  /** "totp" (an authenticator app) or "phone". */
  factorId: string;
  displayName: string | null;
  /** Phone factors only: the number, partly hidden by the identity service. */
  phoneNumber?: string;
}

/** The second step of a sign-in whose password was right (Firebase's multi-factor resolver). */
export interface SecondFactorChallenge {
  hints: SecondFactorHint[];
  /** Sends a code to a phone factor; an authenticator app needs nothing sent. */
  sendCode(hintUid: string): Promise<void>;
  /** Completes the sign-in with the code; rejects with the identity service's error code. */
  verify(hintUid: string, code: string): Promise<AuthUser>;
}

/** Thrown by `signIn` when the password was right and a second factor is needed. */
export class SecondFactorRequiredError extends Error {
  override readonly name = 'SecondFactorRequiredError';
  constructor(readonly challenge: SecondFactorChallenge) {
    super('A second factor is required');
  }
}

/** An authenticator app being added: the secret to scan or type, then the first code. */
export interface TotpEnrollment {
  /** The shared secret, for typing into an app that cannot scan. */
  secretKey: string;
  /** The otpauth:// URI the QR code carries. */
  uri: string;
  /** Seconds each code is valid (usually 30). */
  period: number;
  /** Finishes with the app's current code; rejects with the identity service's error code. */
  finish(code: string, displayName: string): Promise<void>;
}

/** What the Account area needs from the identity service beyond signing in. */
export interface AdminAccountAuth {
  /** Starts adding an authenticator app (TOTP) to the signed-in account. */
  startTotpEnrollment(issuer: string): Promise<TotpEnrollment>;
}
