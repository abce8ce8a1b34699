import { type Ref, useId } from 'react';

/** Props of a labelled text input or textarea. */
export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** Shows "length/max" under the field. */
  counterMax?: number;
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /** The language of the text typed (a translation's), for spelling, fonts and screen readers. */
  lang?: string;
  /** `rtl` for a right-to-left language's text. */
  dir?: 'ltr' | 'rtl' | 'auto';
}

/** A labelled field with its error and optional character counter tied to it for screen readers. */
export function TextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  counterMax,
  multiline,
  rows = 4,
  required,
  disabled,
  hint,
  inputRef,
  lang,
  dir,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const hintId = `${id}-hint`;
  const describedBy =
    [error ? errorId : '', counterMax ? counterId : '', hint && !error ? hintId : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const common = {
    id,
    value,
    disabled,
    required,
    onBlur,
    lang,
    dir,
    className: 'adm-input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  const over = counterMax !== undefined && value.length > counterMax;
  return (
    <div className="adm-field">
      <label htmlFor={id} className="adm-label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {multiline ? (
        <textarea ref={inputRef} rows={rows} {...common} />
      ) : (
        <input ref={inputRef} type="text" {...common} />
      )}
      <div className="adm-field__foot">
        {error ? (
          <p id={errorId} className="adm-field__error">
            {error}
          </p>
        ) : hint ? (
          <p id={hintId} className="adm-field__hint">
            {hint}
          </p>
        ) : (
          <span />
        )}
        {counterMax !== undefined ? (
          <p id={counterId} className={over ? 'adm-counter adm-counter--over' : 'adm-counter'}>
            {value.length}/{counterMax}
          </p>
        ) : null}
      </div>
    </div>
  );
}
