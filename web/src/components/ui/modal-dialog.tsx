import { type ReactNode, useEffect, useId, useRef } from 'react';
import { t } from '../../lib/i18n/i18n';

export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A full-screen modal on the native <dialog> (focus containment, Escape and top layer from the
 * platform). Backdrop, X and Close close it; a click inside does not; focus returns to the opener.
 */
export function ModalDialog({ open, onClose, title, children, className }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      document.documentElement.classList.add('modal-open');
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open) {
      document.documentElement.classList.remove('modal-open');
      opener.current?.focus();
      opener.current = null;
    }
  }, [open]);

  useEffect(
    () => () => {
      document.documentElement.classList.remove('modal-open');
    },
    [],
  );

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is for the backdrop; keyboard users close with Escape (the native cancel event).
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`.trim()}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClose={() => {
        // The platform may close it on its own (a repeated Escape); keep the parent in step.
        if (open) onCloseRef.current();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className="modal-panel">
        <header className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button modal-x"
            aria-label={t('dialog.closeLabel')}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="modal-body">{children}</div>
        <footer className="modal-footer">
          <button type="button" className="button" onClick={onClose}>
            {t('dialog.close')}
          </button>
        </footer>
      </div>
    </dialog>
  );
}
