import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type AdminAuth,
  type AuthUser,
  type SecondFactorChallenge,
  SecondFactorRequiredError,
} from '../../lib/auth/admin-auth';
import {
  ADMIN_REQUIRED_MESSAGE,
  authErrorCode,
  LOGIN_MESSAGES,
  loginErrorMessage,
  SIGN_IN_AGAIN_CODES,
  secondFactorErrorMessage,
  UNAUTHORIZED_MESSAGE,
} from '../../lib/auth/messages';

/** The admin session as the tree sees it (behaviour §4, "Admin authentication"). */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'admin'; user: AuthUser };

/**
 * Follows the identity service and lets only the administrator's uid through: any other user
 * is signed out at once. `notice` says why a session ended: behaviour §6's admin-context text when
 * the panel was asked for, its login text otherwise.
 */
export function useAdminSession(auth: AdminAuth, adminUid: string, context: 'login' | 'panel') {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);
  // Set between a right password and the second factor's code (Firebase's multi-factor resolver).
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
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

  /** Signs in; resolves to behaviour §8's message on failure, null on success. */
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
        if (error instanceof SecondFactorRequiredError) {
          setChallenge(error.challenge);
          return null;
        }
        return loginErrorMessage(error);
      } finally {
        loginInFlight.current = false;
      }
    },
    [auth, adminUid],
  );

  /**
   * The second step: resolves to null once signed in, else the message to show. A step that cannot
   * go on (the pending sign-in expired) returns to the login with the message there.
   */
  const verifySecondFactor = useCallback(
    async (hintUid: string, code: string): Promise<string | null> => {
      if (!challenge) return null;
      loginInFlight.current = true;
      try {
        const user = await challenge.verify(hintUid, code);
        setChallenge(null);
        if (user.uid !== adminUid) {
          rejected.current.add(user.uid);
          await auth.signOut();
          setNotice(UNAUTHORIZED_MESSAGE);
        }
        return null;
      } catch (error) {
        const message = secondFactorErrorMessage(error);
        if (SIGN_IN_AGAIN_CODES.has(authErrorCode(error))) {
          setChallenge(null);
          setNotice(message);
        }
        return message;
      } finally {
        loginInFlight.current = false;
      }
    },
    [auth, adminUid, challenge],
  );

  /** Sends a phone factor's code; resolves to the message to show, or null. */
  const sendSecondFactorCode = useCallback(
    async (hintUid: string): Promise<string | null> => {
      try {
        await challenge?.sendCode(hintUid);
        return null;
      } catch (error) {
        return LOGIN_MESSAGES[authErrorCode(error)] ?? secondFactorErrorMessage(error);
      }
    },
    [challenge],
  );

  const cancelSecondFactor = useCallback(() => setChallenge(null), []);

  /** Signs out; `reason` is shown at the login that follows. */
  const signOut = useCallback(
    async (reason?: string) => {
      setNotice(reason ?? null);
      setState({ status: 'signed-out' });
      await auth.signOut();
    },
    [auth],
  );

  return {
    state,
    notice,
    signIn,
    signOut,
    challenge,
    verifySecondFactor,
    sendSecondFactorCode,
    cancelSecondFactor,
  };
}
