import { useId, useMemo } from 'react';
import { createApiClient } from './api/api-client';
import { ApiProvider } from './api/api-context';
import type { AdminAuth } from './auth/admin-auth';
import { LoginModal } from './auth/login-modal';
import { ADMIN_REQUIRED_MESSAGE, SESSION_EXPIRED_MESSAGE } from './auth/messages';
import { useAdminSession } from './auth/use-admin-session';
import { Modal } from './components/modal';
import { AdminPanel } from './panel/admin-panel';

/** Props of the admin tree with its dependencies passed in (tests pass fakes). */
export interface AdminAppProps {
  auth: AdminAuth;
  adminUid: string;
  /** The entry point used; it only chooses the wording of a rejection. */
  initialView: 'login' | 'panel';
  onClose: () => void;
  fetch?: typeof fetch;
}

/**
 * The panel for a signed-in administrator, the login for anyone else: whichever entry point was
 * used, nothing but a real administrator session opens the panel (DESIGN decision 3).
 */
export function AdminApp({ auth, adminUid, initialView, onClose, fetch }: AdminAppProps) {
  const session = useAdminSession(auth, adminUid, initialView);
  const { signOut } = session;
  const checkingId = useId();
  const api = useMemo(
    () =>
      createApiClient({
        getIdToken: (force) => auth.getIdToken(force),
        // The server has the last word: a refused token ends the session here too.
        onSessionEnd: (reason) =>
          void signOut(reason === 'forbidden' ? ADMIN_REQUIRED_MESSAGE : SESSION_EXPIRED_MESSAGE),
        ...(fetch ? { fetch } : {}),
      }),
    [auth, signOut, fetch],
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
        />
      </ApiProvider>
    );
  }
  return <LoginModal onSignIn={session.signIn} onClose={onClose} notice={session.notice} />;
}
