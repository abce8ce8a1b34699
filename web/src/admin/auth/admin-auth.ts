/** The signed-in user as the admin tree sees it (SPEC §3, "Signed-in user"). */
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
