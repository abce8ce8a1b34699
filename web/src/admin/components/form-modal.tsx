import { type FormEvent, type ReactNode, type RefObject, useId } from 'react';
import { Modal } from './modal';

/** Props of a create or edit form shown in a modal. */
export interface FormModalProps {
  title: string;
  submitLabel: string;
  saving: boolean;
  /** Extra reason to refuse a submit (behaviour §5: the roadmap title under 3 characters). */
  submitDisabled?: boolean;
  formError: string | null;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  initialFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** The shared frame of the admin forms: title, fields, the form's own error, Cancel and Save. */
export function FormModal({
  title,
  submitLabel,
  saving,
  submitDisabled,
  formError,
  onSubmit,
  onClose,
  initialFocusRef,
  children,
}: FormModalProps) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onClose} initialFocusRef={initialFocusRef}>
      <form className="adm-form" onSubmit={onSubmit} noValidate aria-busy={saving || undefined}>
        <div className="adm-modal__head">
          <h2 id={titleId} className="adm-modal__title">
            {title}
          </h2>
          <button type="button" className="adm-icon-button" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        {children}
        {formError ? (
          <p role="alert" className="adm-form__error">
            {formError}
          </p>
        ) : null}
        <div className="adm-actions">
          <button type="button" className="adm-button" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className="adm-button adm-button--primary"
            disabled={saving || submitDisabled}
          >
            {saving ? 'Saving...' : submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
