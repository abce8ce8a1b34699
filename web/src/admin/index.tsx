// First: configures zod before any schema of the admin tree exists.
import './zod-jitless';
import { Component, type ReactNode, useId, useInsertionEffect, useMemo } from 'react';
import { readFirebaseConfig } from '../config/admin-firebase';
// Inlined into this chunk, not emitted as a stylesheet: the page's build merges every emitted
// stylesheet into its one first-load CSS file, and visitors must not download the admin's styles.
import styles from './admin.css?inline';
import { Modal } from './components/modal';
import { getFirebaseAdminAuth } from './lib/auth/firebase-auth';
import { AdminApp } from './shell/admin-app';

/** Props of the admin entry point the landing page lazy-loads. */
export interface AdminRootProps {
  /**
   * Which entry point was used: the footer's "Admin Access" ('login') or the openAdminPanel
   * event ('panel'). Either way the panel opens only for a signed-in administrator.
   */
  initialView: 'login' | 'panel';
  onClose: () => void;
}

/** The admin tree: Firebase Auth and the panel, in the chunk the landing page loads on demand. */
export function AdminRoot({ initialView, onClose }: AdminRootProps) {
  useInsertionEffect(addStyles, []);
  const setup = useMemo(() => {
    try {
      const config = readFirebaseConfig();
      return { ok: true as const, config, auth: getFirebaseAdminAuth(config) };
    } catch (error) {
      // behaviour §8: a missing key or project id is fatal for the admin tree, not for the page.
      console.error(error);
      return { ok: false as const, error: error instanceof Error ? error.message : String(error) };
    }
  }, []);
  if (!setup.ok) return <FatalModal message={setup.error} onClose={onClose} />;
  return (
    <ErrorBoundary onClose={onClose}>
      <AdminApp
        auth={setup.auth}
        accountAuth={setup.auth}
        requireSecondFactor={setup.config.requireSecondFactor}
        idleMinutes={setup.config.idleMinutes}
        adminUid={setup.config.adminUid}
        initialView={initialView}
        onClose={onClose}
      />
    </ErrorBoundary>
  );
}

export default AdminRoot;

let adminSheet: CSSStyleSheet | undefined;

/**
 * Adopts the admin stylesheet once; it stays for the page's life, as the chunk does. A constructed
 * sheet, not a `<style>` element: the page's CSP allows no inline style element it has no hash for.
 */
function addStyles() {
  if (adminSheet) return;
  adminSheet = new CSSStyleSheet();
  adminSheet.replaceSync(styles);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, adminSheet];
}

function FatalModal({ message, onClose }: { message: string; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onClose} role="alertdialog" className="adm-modal--small">
      <h2 id={titleId} className="adm-modal__title">
        Admin Access
      </h2>
      <p role="alert" className="adm-form__error">
        {message}
      </p>
      <div className="adm-actions">
        <button type="button" className="adm-button" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}

/** Keeps an unexpected failure inside the admin tree: the landing page stays usable. */
class ErrorBoundary extends Component<
  { onClose: () => void; children: ReactNode },
  { error: string | null }
> {
  override state = { error: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  override render() {
    return this.state.error ? (
      <FatalModal message={this.state.error} onClose={this.props.onClose} />
    ) : (
      this.props.children
    );
  }
}
