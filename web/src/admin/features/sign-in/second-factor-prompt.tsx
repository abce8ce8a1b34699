import { useEffect, useId, useRef, useState } from 'react';
import { CodeError, CodeField, useCodeEntry } from '../../components/code-entry';
import { Modal } from '../../components/modal';
import type { SecondFactorHint } from '../../lib/auth/admin-auth';

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

const describe = (hint: SecondFactorHint) =>
  hint.factorId === 'phone'
    ? `Text message to ${hint.phoneNumber ?? 'your phone'}`
    : `Authenticator app${hint.displayName ? ` (${hint.displayName})` : ''}`;

/** The sign-in's second step: the 6-digit code of an authenticator app, or of a text message. */
export function SecondFactorPrompt({ hints, onSend, onVerify, onCancel }: SecondFactorPromptProps) {
  const titleId = useId();
  const factorId = useId();
  const hintId = useId();
  // An authenticator app first: it needs nothing sent.
  const [hintUid, setHintUid] = useState(
    () => (hints.find((h) => h.factorId === 'totp') ?? hints[0])?.uid ?? '',
  );
  const hint = hints.find((h) => h.uid === hintUid);
  // On success the tree replaces this prompt with the panel.
  const entry = useCodeEntry('Enter the 6-digit code.', (code) => onVerify(hintUid, code));
  const { busy, setError } = entry;
  // Which factor a code was sent to: a ref, so that React's double effects in development send one.
  const sentTo = useRef<string | null>(null);
  const [resends, setResends] = useState(0);
  const phone = hint?.factorId === 'phone';

  // biome-ignore lint/correctness/useExhaustiveDependencies: `resends` asks for one more code.
  useEffect(() => {
    if (!phone || sentTo.current === hintUid) return;
    sentTo.current = hintUid;
    void onSend(hintUid).then(setError);
  }, [phone, hintUid, onSend, resends, setError]);

  return (
    <Modal
      labelledBy={titleId}
      onClose={onCancel}
      initialFocusRef={entry.codeRef}
      className="adm-modal--small"
    >
      <form className="adm-form" onSubmit={entry.submit} noValidate aria-describedby={hintId}>
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
            <label htmlFor={factorId} className="adm-label">
              Second factor
            </label>
            <select
              id={factorId}
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
        <CodeField entry={entry} label="Verification code" />
        <CodeError entry={entry} />
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
