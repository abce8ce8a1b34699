import { useCallback, useEffect, useId, useState } from 'react';
import type { AccountOverview } from '../../api/api-client';
import { useApi } from '../../api/api-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import type { AdminAccountAuth } from '../../lib/auth/admin-auth';
import { TotpEnrollmentForm } from './totp-enrollment';

/** Props of the Account area. */
export interface AccountDialogProps {
  auth: AdminAccountAuth;
  /** Whether the server refuses changes without a second factor. */
  requireSecondFactor: boolean;
  onClose: () => void;
  /** Every session ended, this one too: the tree signs out. */
  onSignedOutEverywhere: () => void;
  /** A factor was added: the tree signs out so that the next sign-in uses it. */
  onSignInAgain: () => void;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const factorName = (factorId: string) =>
  factorId === 'totp' ? 'Authenticator app' : factorId === 'phone' ? 'Text message' : factorId;

// A sign-in the identity service saw this long after the newest one through the panel is someone else's.
const UNSEEN_SIGN_IN_MS = 60_000;

/** The administrator's own account: recent sign-ins, the second factor, and "Sign out everywhere". */
export function AccountDialog({
  auth,
  requireSecondFactor,
  onClose,
  onSignedOutEverywhere,
  onSignInAgain,
}: AccountDialogProps) {
  const api = useApi();
  const titleId = useId();
  const [overview, setOverview] = useState<AccountOverview | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [enrolling, setEnrolling] = useState(false);
  const [enrolled, setEnrolled] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [signOutError, setSignOutError] = useState<string | null>(null);

  const load = useCallback(() => {
    api
      .signIns()
      .then(setOverview, (error: unknown) =>
        setLoadError(error instanceof Error ? error.message : 'Failed to load your sign-ins'),
      );
  }, [api]);
  useEffect(load, [load]);

  const signOutEverywhere = async () => {
    setBusy(true);
    setSignOutError(null);
    try {
      await api.signOutEverywhere();
      onSignedOutEverywhere();
    } catch (error) {
      setSignOutError(error instanceof Error ? error.message : 'Signing out everywhere failed');
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  const newest = overview?.signIns[0];
  const unseen =
    overview?.lastSignInAt &&
    (!newest || Date.parse(overview.lastSignInAt) - Date.parse(newest.at) > UNSEEN_SIGN_IN_MS)
      ? overview.lastSignInAt
      : null;
  const factors = overview?.secondFactors ?? [];

  return (
    <Modal labelledBy={titleId} onClose={onClose} className="adm-account">
      <div className="adm-modal__head">
        <h2 id={titleId} className="adm-modal__title">
          Account
        </h2>
        <button type="button" className="adm-icon-button" aria-label="Close account" onClick={onClose}>
          ×
        </button>
      </div>

      <section className="adm-account__section" aria-labelledby={`${titleId}-sign-ins`}>
        <h3 id={`${titleId}-sign-ins`}>Recent sign-ins</h3>
        {loadError ? (
          <p role="alert" className="adm-form__error">
            {loadError}
          </p>
        ) : !overview ? (
          <p role="status">Loading your sign-ins...</p>
        ) : (
          <>
            {unseen ? (
              <p role="alert" className="adm-form__error">
                Someone signed in to this account at {when(unseen)} without opening this panel. If that was
                not you, sign out everywhere and change your password.
              </p>
            ) : null}
            <ul className="adm-sign-ins">
              {overview.signIns.map((signIn, index) => (
                <li key={signIn.at}>
                  <strong>{index === 0 ? 'This sign-in' : when(signIn.at)}</strong>
                  {index === 0 ? ` (${when(signIn.at)})` : null}: {signIn.browser},{' '}
                  {signIn.secondFactor
                    ? `with ${factorName(signIn.secondFactor).toLowerCase()}`
                    : 'password only'}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section className="adm-account__section" aria-labelledby={`${titleId}-factor`}>
        <h3 id={`${titleId}-factor`}>Second factor</h3>
        {enrolled ? (
          <>
            <p role="status" className="adm-success">
              Authenticator app added. Sign in again with a code from it: changes are accepted only from such
              a sign-in.
            </p>
            <div className="adm-actions">
              <button type="button" className="adm-button adm-button--primary" onClick={onSignInAgain}>
                Sign in again
              </button>
            </div>
          </>
        ) : enrolling ? (
          <TotpEnrollmentForm
            auth={auth}
            issuer={location.host || 'Admin panel'}
            onDone={() => {
              setEnrolling(false);
              setEnrolled(true);
            }}
            onCancel={() => setEnrolling(false)}
          />
        ) : (
          <>
            {factors.length > 0 ? (
              <ul className="adm-sign-ins">
                {factors.map((factor, index) => (
                  <li key={`${factor.factorId}-${factor.enrolledAt ?? index}`}>
                    {factor.displayName ?? factorName(factor.factorId)}
                    {factor.enrolledAt ? `, added ${when(factor.enrolledAt)}` : ''}
                  </li>
                ))}
              </ul>
            ) : overview ? (
              <p className={requireSecondFactor ? 'adm-form__error' : 'adm-meta'}>
                {requireSecondFactor
                  ? 'No second factor yet: this site accepts changes only from a sign-in with one. Add an authenticator app.'
                  : 'No second factor yet. An authenticator app keeps this account safe even if the password leaks.'}
              </p>
            ) : null}
            <div className="adm-actions">
              <button type="button" className="adm-button" onClick={() => setEnrolling(true)}>
                Add authenticator app
              </button>
            </div>
          </>
        )}
      </section>

      <section className="adm-account__section" aria-labelledby={`${titleId}-sessions`}>
        <h3 id={`${titleId}-sessions`}>Sessions</h3>
        <p className="adm-meta">
          Signs out every browser signed in to this account, this one too. Use it if the password may have
          leaked.
        </p>
        {signOutError ? (
          <p role="alert" className="adm-form__error">
            {signOutError}
          </p>
        ) : null}
        <div className="adm-actions">
          <button type="button" className="adm-button adm-button--danger" onClick={() => setConfirming(true)}>
            Sign out everywhere
          </button>
        </div>
      </section>

      {confirming ? (
        <ConfirmDialog
          title="Sign out everywhere?"
          message="Every browser signed in to this account, this one too, is signed out and must sign in again."
          confirmLabel={busy ? 'Signing out...' : 'Sign out everywhere'}
          busy={busy}
          onConfirm={() => void signOutEverywhere()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </Modal>
  );
}
