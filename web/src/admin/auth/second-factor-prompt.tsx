import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../components/modal';
import type { SecondFactorHint } from './admin-auth';

/** Props of the code prompt. */
export interface SecondFactorPromptProps {
  hints: SecondFactorHint[];
  /** Sends a phone factor's code; resolves to a message, or null. */
  onSend: (hintUid: string) => Promise<string | null>;
  /** Resolves to the message to show, or null when signed in. */
  onVerify: (hintUid: string, code: string) => Promise<string | null>;
  /** Back to the login. */
  onCancel: () => void;
}

const CODE = /^\d{6}$/;

const describe = (hint: SecondFactorHint) =>
  hint.factorId === 'phone'
    ? `Text message to ${hint.phoneNumber ?? 'your phone'}`
    : `Authenticator app${hint.displayName ? ` (${hint.displayName})` : ''}`;

/** The sign-in's second step: the 6-digit code of an authenticator app, or of a text message. */
export function SecondFactorPrompt({ hints, onSend, onVerify, onCancel }: SecondFactorPromptProps) {
  const titleId = useId();
  const codeId = useId();
  const hintId = useId();
  const messageId = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  // An authenticator app first: it needs nothing sent.
  const [hintUid, setHintUid] = useState(
    () => (hints.find((h) => h.factorId === 'totp') ?? hints[0])?.uid ?? '',
  );
  const hint = hints.find((h) => h.uid === hintUid);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  // Which factor a code was sent to: a ref, so that React's double effects in development send one.
  const sentTo = useRef<string | null>(null);
  const [resends, setResends] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const phone = hint?.factorId === 'phone';

  // biome-ignore lint/correctness/useExhaustiveDependencies: `resends` asks for one more code.
  useEffect(() => {
    if (!phone || sentTo.current === hintUid) return;
    sentTo.current = hintUid;
    void onSend(hintUid).then(setError);
  }, [phone, hintUid, onSend, resends]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const typed = code.replace(/\s/g, '');
    if (!CODE.test(typed)) {
      setError('Enter the 6-digit code.');
      codeRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const failure = await onVerify(hintUid, typed);
    // On success the tree replaces this prompt with the panel.
    setError(failure);
    setBusy(false);
    if (failure) {
      setCode('');
      codeRef.current?.focus();
    }
  };

  return (
    <Modal labelledBy={titleId} onClose={onCancel} initialFocusRef={codeRef} className="adm-modal--small">
      <form className="adm-form" onSubmit={submit} noValidate aria-describedby={hintId}>
        <div className="adm-modal__head">
          <h2 id={titleId} className="adm-modal__title">
            Two-step verification
          </h2>
          <button type="button" className="adm-icon-button" aria-label="Cancel sign-in" onClick={onCancel}>
            ×
          </button>
        </div>
        <p id={hintId} className="adm-meta">
          {phone
            ? 'Enter the 6-digit code we sent by text message.'
            : 'Open your authenticator app and enter the 6-digit code it shows for this site.'}
        </p>
        {hints.length > 1 ? (
          <div className="adm-field">
            <label htmlFor={`${codeId}-factor`} className="adm-label">
              Second factor
            </label>
            <select
              id={`${codeId}-factor`}
              className="adm-input"
              value={hintUid}
              disabled={busy}
              onChange={(event) => {
                setHintUid(event.target.value);
                setError(null);
              }}
            >
              {hints.map((h) => (
                <option key={h.uid} value={h.uid}>
                  {describe(h)}
                </option>
              ))}
            </select>
          </div>
        ) : hint ? (
          <p className="adm-meta">{describe(hint)}</p>
        ) : null}
        <div className="adm-field">
          <label htmlFor={codeId} className="adm-label">
            Verification code
          </label>
          <input
            ref={codeRef}
            id={codeId}
            className="adm-input adm-code-input"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={7}
            required
            value={code}
            readOnly={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? messageId : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        {error ? (
          <p id={messageId} role="alert" className="adm-form__error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="adm-button adm-button--primary adm-button--wide" disabled={busy}>
          {busy ? 'Verifying...' : 'Verify'}
        </button>
        {phone ? (
          <button
            type="button"
            className="adm-button adm-button--wide"
            disabled={busy}
            onClick={() => {
              sentTo.current = null;
              setResends((n) => n + 1);
            }}
          >
            Send a new code
          </button>
        ) : null}
      </form>
    </Modal>
  );
}
