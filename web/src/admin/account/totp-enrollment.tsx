import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { AdminAccountAuth, TotpEnrollment } from '../auth/admin-auth';
import { secondFactorErrorMessage } from '../auth/messages';
import { QrCode } from './qr-code';

/** Props of the authenticator app's enrollment. */
export interface TotpEnrollmentProps {
  auth: AdminAccountAuth;
  /** The name the app shows beside the codes (the site's name). */
  issuer: string;
  /** Called once the app is added. */
  onDone: () => void;
  onCancel: () => void;
}

const CODE = /^\d{6}$/;

/** The secret in groups of four, easier to type by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** Adds an authenticator app: scan the QR code (or type the key), then type the app's first code. */
export function TotpEnrollmentForm({ auth, issuer, onDone, onCancel }: TotpEnrollmentProps) {
  const codeId = useId();
  const nameId = useId();
  const messageId = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null);
  const [code, setCode] = useState('');
  const [name, setName] = useState('Authenticator app');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    auth.startTotpEnrollment(issuer).then(
      (started) => live && setEnrollment(started),
      (failure: unknown) => live && setError(secondFactorErrorMessage(failure)),
    );
    return () => {
      live = false;
    };
  }, [auth, issuer]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!enrollment || busy) return;
    const typed = code.replace(/\s/g, '');
    if (!CODE.test(typed)) {
      setError('Enter the 6-digit code your app shows.');
      codeRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await enrollment.finish(typed, name.trim().slice(0, 60) || 'Authenticator app');
      onDone();
    } catch (failure) {
      setError(secondFactorErrorMessage(failure));
      setCode('');
      codeRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

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
    <form className="adm-form" onSubmit={submit} noValidate>
      <ol className="adm-steps">
        <li>Scan this QR code with an authenticator app (for example one from your phone's app store).</li>
        <li>Type the 6-digit code the app then shows.</li>
      </ol>
      <div className="adm-enroll">
        <QrCode value={enrollment.uri} label={`QR code of the key for ${issuer}`} />
        <div className="adm-field">
          <span className="adm-label">Cannot scan? Type this key</span>
          <code className="adm-secret">{grouped(enrollment.secretKey)}</code>
          <span className="adm-meta">
            Time-based, 6 digits, a new code every {enrollment.period} seconds.
          </span>
        </div>
      </div>
      <div className="adm-field">
        <label htmlFor={codeId} className="adm-label">
          Code from the app
        </label>
        <input
          ref={codeRef}
          id={codeId}
          className="adm-input adm-code-input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          readOnly={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
      </div>
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
      {error ? (
        <p id={messageId} role="alert" className="adm-form__error">
          {error}
        </p>
      ) : null}
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
