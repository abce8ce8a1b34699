import { useId, useMemo } from 'react';
import { createApiClient } from '../api/api-client';
import { ApiProvider } from '../api/api-context';
import { Modal } from '../components/modal';
import { LoginModal } from '../features/sign-in/login-modal';
import { SecondFactorPrompt } from '../features/sign-in/second-factor-prompt';
import { useAdminSession } from '../features/sign-in/use-admin-session';
import { useIdleSignOut } from '../features/sign-in/use-idle-sign-out';
import type { AdminAccountAuth, AdminAuth } from '../lib/auth/admin-auth';
import {
  ADMIN_REQUIRED_MESSAGE,
  idleSignOutMessage,
  SESSION_EXPIRED_MESSAGE,
  SESSION_TOO_OLD_NOTICE,
} from '../lib/auth/messages';
import { AdminPanel } from './admin-panel';

/** Props of the admin tree with its dependencies passed in (tests pass fakes). */
export interface AdminAppProps {
  auth: AdminAuth;
  adminUid: string;
  /** The entry point used; it only chooses the wording of a rejection. */
  initialView: 'login' | 'panel';
  onClose: () => void;
  fetch?: typeof fetch;
  /** Adding a second factor; without it the panel has no Account area. */
  accountAuth?: AdminAccountAuth;
  /** Whether the server refuses changes without a second factor (default false). */
  requireSecondFactor?: boolean;
  /** Minutes without activity before the session ends (default 30). */
  idleMinutes?: number;
}

/** Shown at the login once "Sign out everywhere" has revoked every session. */
export const SIGNED_OUT_EVERYWHERE_NOTICE = 'Signed out everywhere. Sign in again to continue.';
/** Shown at the login after a second factor was added. */
export const SIGN_IN_WITH_FACTOR_NOTICE = 'Sign in again, then enter the code from your authenticator app.';

/**
 * The panel for a signed-in administrator, the login for anyone else: whichever entry point was
 * used, nothing but a real administrator session opens the panel (ADR 3).
 */
export function AdminApp({
  auth,
  adminUid,
  initialView,
  onClose,
  fetch,
  accountAuth,
  requireSecondFactor = false,
  idleMinutes = 30,
}: AdminAppProps) {
  const session = useAdminSession(auth, adminUid, initialView);
  const { signOut } = session;
  // An unattended panel ends its session (the tab may be left open on a shared machine).
  useIdleSignOut(session.state.status === 'admin', idleMinutes * 60_000, () => {
    void signOut(idleSignOutMessage(idleMinutes));
  });
  const checkingId = useId();
  const api = useMemo(
    () =>
      createApiClient({
        getIdToken: (force) => auth.getIdToken(force),
        // The server has the last word: a refused token, an idle or too old sign-in ends the session here too.
        onSessionEnd: (reason) =>
          void signOut(
            reason === 'forbidden'
              ? ADMIN_REQUIRED_MESSAGE
              : reason === 'idle'
                ? `${idleSignOutMessage(idleMinutes)} Please sign in again.`
                : reason === 'too-old'
                  ? SESSION_TOO_OLD_NOTICE
                  : SESSION_EXPIRED_MESSAGE,
          ),
        ...(fetch ? { fetch } : {}),
      }),
    [auth, signOut, fetch, idleMinutes],
  );

  if (session.state.status === 'loading') {
    return (
      <Modal labelledBy={checkingId} onClose={onClose} className="adm-modal--small">
        <p id={checkingId} role="status">
          Checking your session...
        </p>
      </Modal>
    );
  }
  if (session.state.status === 'admin') {
    return (
      <ApiProvider client={api}>
        <AdminPanel
          email={session.state.user.email}
          onClose={onClose}
          onSignOut={() => {
            // Close first: the login must not flash up between the panel and the page.
            onClose();
            void signOut();
          }}
          {...(accountAuth
            ? {
                account: {
                  auth: accountAuth,
                  requireSecondFactor,
                  onSignedOutEverywhere: () => void signOut(SIGNED_OUT_EVERYWHERE_NOTICE),
                  onSignInAgain: () => void signOut(SIGN_IN_WITH_FACTOR_NOTICE),
                },
              }
            : {})}
        />
      </ApiProvider>
    );
  }
  if (session.challenge) {
    return (
      <SecondFactorPrompt
        hints={session.challenge.hints}
        onSend={session.sendSecondFactorCode}
        onVerify={session.verifySecondFactor}
        onCancel={session.cancelSecondFactor}
      />
    );
  }
  return <LoginModal onSignIn={session.signIn} onClose={onClose} notice={session.notice} />;
}
