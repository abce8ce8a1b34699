import { useEffect, useId, useState } from 'react';
import { QrCode } from '../../../components/ui/qr-code';
import { CodeError, CodeField, useCodeEntry } from '../../components/code-entry';
import type { AdminAccountAuth, TotpEnrollment } from '../../lib/auth/admin-auth';
import { secondFactorErrorMessage } from '../../lib/auth/messages';

/** Props of the authenticator app's enrollment. */
export interface TotpEnrollmentProps {
  auth: AdminAccountAuth;
  /** The name the app shows beside the codes (the site's name). */
  issuer: string;
  /** Called once the app is added. */
  onDone: () => void;
  onCancel: () => void;
}

/** The secret in groups of four, easier to type by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** Adds an authenticator app: scan the QR code (or type the key), then type the app's first code. */
export function TotpEnrollmentForm({ auth, issuer, onDone, onCancel }: TotpEnrollmentProps) {
  const nameId = useId();
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null);
  const [name, setName] = useState('Authenticator app');
  const entry = useCodeEntry('Enter the 6-digit code your app shows.', async (code) => {
    // The form shows only once the key exists; this guard keeps a stray submit from reporting success.
    if (!enrollment) return 'The new key is not ready yet.';
    try {
      await enrollment.finish(code, name.trim().slice(0, 60) || 'Authenticator app');
      onDone();
      return null;
    } catch (failure) {
      return secondFactorErrorMessage(failure);
    }
  });
  const { busy, error, setError } = entry;

  useEffect(() => {
    let live = true;
    auth.startTotpEnrollment(issuer).then(
      (started) => live && setEnrollment(started),
      (failure: unknown) => live && setError(secondFactorErrorMessage(failure)),
    );
    return () => {
      live = false;
    };
  }, [auth, issuer, setError]);

  if (!enrollment) {
    return (
      <div className="adm-form">
        {error ? (
          <p role="alert" className="adm-form__error">
            {error}
          </p>
        ) : (
          <p role="status">Preparing a new key...</p>
        )}
        <div className="adm-actions">
          <button type="button" className="adm-button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="adm-form" onSubmit={entry.submit} noValidate>
      <ol className="adm-steps">
        <li>Scan this QR code with an authenticator app (for example one from your phone's app store).</li>
        <li>Type the 6-digit code the app then shows.</li>
      </ol>
      <div className="adm-enroll">
        <QrCode className="adm-qr" value={enrollment.uri} label={`QR code of the key for ${issuer}`} />
        <div className="adm-field">
          <span className="adm-label">Cannot scan? Type this key</span>
          <code className="adm-secret">{grouped(enrollment.secretKey)}</code>
          <span className="adm-meta">
            Time-based, 6 digits, a new code every {enrollment.period} seconds.
          </span>
        </div>
      </div>
      <CodeField entry={entry} label="Code from the app" />
      <div className="adm-field">
        <label htmlFor={nameId} className="adm-label">
          Name for this app
        </label>
        <input
          id={nameId}
          className="adm-input"
          maxLength={60}
          value={name}
          readOnly={busy}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <CodeError entry={entry} />
      <div className="adm-actions">
        <button type="button" className="adm-button" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="adm-button adm-button--primary" disabled={busy}>
          {busy ? 'Adding...' : 'Add authenticator app'}
        </button>
      </div>
    </form>
  );
}
