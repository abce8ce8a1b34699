import { useId } from 'react';

/** Props of a labelled checkbox with an optional hint. */
export interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}

/** A checkbox with its label beside it and its hint tied to it for screen readers. */
export function CheckboxField({ label, checked, onChange, hint }: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="adm-field">
      <div className="adm-check">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className="adm-label">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="adm-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
