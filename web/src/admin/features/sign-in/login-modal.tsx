import { type FormEvent, useId, useRef, useState } from 'react';
import { Modal } from '../../components/modal';

/** Props of the login modal. */
export interface LoginModalProps {
  /** Resolves to the message to show, or null when signed in. */
  onSignIn: (email: string, password: string) => Promise<string | null>;
  onClose: () => void;
  /** Why the last session ended, if it did. */
  notice?: string | null;
}

/** behaviour §2.3's "Admin Access" login: email, password with show/hide, Sign In, close. */
export function LoginModal({ onSignIn, onClose, notice }: LoginModalProps) {
  const titleId = useId();
  const emailId = useId();
  const passwordId = useId();
  const messageId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const incomplete = email.trim() === '' || password === '';
  const message = error ?? notice ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || incomplete) return;
    setBusy(true);
    setError(null);
    const failure = await onSignIn(email.trim(), password);
    // On success the tree replaces this modal with the panel.
    setError(failure);
    setBusy(false);
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose} initialFocusRef={emailRef} className="adm-modal--small">
      <form
        className="adm-form"
        onSubmit={submit}
        noValidate
        aria-describedby={message ? messageId : undefined}
      >
        <div className="adm-modal__head">
          <h2 id={titleId} className="adm-modal__title">
            Admin Access
          </h2>
          <button type="button" className="adm-icon-button" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        <div className="adm-field">
          <label htmlFor={emailId} className="adm-label">
            Email Address
          </label>
          <input
            ref={emailRef}
            id={emailId}
            className="adm-input"
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            value={email}
            readOnly={busy}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="adm-field">
          <label htmlFor={passwordId} className="adm-label">
            Password
          </label>
          <div className="adm-password">
            <input
              id={passwordId}
              className="adm-input"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              required
              value={password}
              readOnly={busy}
              onChange={(event) => setPassword(event.target.value)}
            />
            <button
              type="button"
              className="adm-button"
              aria-controls={passwordId}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? 'Hide' : 'Show'}
              <span className="visually-hidden"> password</span>
            </button>
          </div>
        </div>
        {message ? (
          <p id={messageId} role="alert" className="adm-form__error">
            {message}
          </p>
        ) : null}
        <button
          type="submit"
          className="adm-button adm-button--primary adm-button--wide"
          disabled={busy || incomplete}
        >
          {busy ? 'Signing In...' : 'Sign In'}
        </button>
      </form>
    </Modal>
  );
}
