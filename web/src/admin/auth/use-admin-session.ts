import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminAuth, AuthUser } from './admin-auth';
import { ADMIN_REQUIRED_MESSAGE, loginErrorMessage, UNAUTHORIZED_MESSAGE } from './messages';

/** The admin session as the tree sees it (SPEC §4, "Admin authentication"). */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'admin'; user: AuthUser };

/**
 * Follows the identity service and lets only the administrator's uid through: any other user
 * is signed out at once. `notice` says why a session ended: SPEC §6's admin-context text when
 * the panel was asked for, its login text otherwise.
 */
export function useAdminSession(auth: AdminAuth, adminUid: string, context: 'login' | 'panel') {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);
  // The login flow reports its own rejections; the listener must not report them again.
  const loginInFlight = useRef(false);
  const rejected = useRef(new Set<string>());

  useEffect(
    () =>
      auth.onChange((user) => {
        if (user && user.uid === adminUid) {
          setState({ status: 'admin', user });
          return;
        }
        setState({ status: 'signed-out' });
        if (!user) return;
        if (!loginInFlight.current && !rejected.current.has(user.uid)) {
          setNotice(context === 'panel' ? ADMIN_REQUIRED_MESSAGE : UNAUTHORIZED_MESSAGE);
        }
        void auth.signOut();
      }),
    [auth, adminUid, context],
  );

  /** Signs in; resolves to SPEC §8's message on failure, null on success. */
  const signIn = useCallback(
    async (email: string, password: string): Promise<string | null> => {
      loginInFlight.current = true;
      setNotice(null);
      try {
        const user = await auth.signIn(email, password);
        if (user.uid !== adminUid) {
          rejected.current.add(user.uid);
          await auth.signOut();
          return UNAUTHORIZED_MESSAGE;
        }
        return null;
      } catch (error) {
        return loginErrorMessage(error);
      } finally {
        loginInFlight.current = false;
      }
    },
    [auth, adminUid],
  );

  /** Signs out; `reason` is shown at the login that follows. */
  const signOut = useCallback(
    async (reason?: string) => {
      setNotice(reason ?? null);
      setState({ status: 'signed-out' });
      await auth.signOut();
    },
    [auth],
  );

  return { state, notice, signIn, signOut };
}
