import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';

const CODE = /^\d{6}$/;

/** What a 6-digit code form needs: the typed code, its state, and the submit that checks it. */
export interface CodeEntry {
  code: string;
  setCode: (code: string) => void;
  busy: boolean;
  error: string | null;
  setError: (error: string | null) => void;
  codeRef: RefObject<HTMLInputElement | null>;
  /** Id of the message the field points to while there is an error. */
  messageId: string;
  submit: (event: FormEvent) => Promise<void>;
}

/**
 * One 6-digit code entry (sign-in's second step, an authenticator app's enrollment): spaces are
 * ignored, a malformed code is refused before anything is sent, and a refused code is cleared and
 * focused again. `attempt` resolves to the message to show, or null when the code was accepted.
 */
export function useCodeEntry(
  malformedMessage: string,
  attempt: (code: string) => Promise<string | null>,
): CodeEntry {
  const codeRef = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const typed = code.replace(/\s/g, '');
    if (!CODE.test(typed)) {
      setError(malformedMessage);
      codeRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const failure = await attempt(typed);
    // On success the caller usually replaces this form; these updates are then dropped.
    setError(failure);
    setBusy(false);
    if (failure) {
      setCode('');
      codeRef.current?.focus();
    }
  };

  return { code, setCode, busy, error, setError, codeRef, messageId, submit };
}

/** The code's input, labelled, wired to its entry's state and error message. */
export function CodeField({ entry, label }: { entry: CodeEntry; label: string }) {
  const codeId = useId();
  return (
    <div className="adm-field">
      <label htmlFor={codeId} className="adm-label">
        {label}
      </label>
      <input
        ref={entry.codeRef}
        id={codeId}
        className="adm-input adm-code-input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={7}
        required
        value={entry.code}
        readOnly={entry.busy}
        aria-invalid={entry.error ? true : undefined}
        aria-describedby={entry.error ? entry.messageId : undefined}
        onChange={(event) => entry.setCode(event.target.value)}
      />
    </div>
  );
}

/** The entry's error, where the code field's `aria-describedby` points. */
export function CodeError({ entry }: { entry: CodeEntry }) {
  return entry.error ? (
    <p id={entry.messageId} role="alert" className="adm-form__error">
      {entry.error}
    </p>
  ) : null;
}
