import { useId, useRef } from 'react';
import { Modal } from './modal';

/** Props of the delete confirmation. */
export interface ConfirmDialogProps {
  title: string;
  /** The exact question to ask (behaviour §5). */
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An in-page confirmation that screen readers announce as an alert; Cancel has the focus. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      onClose={onCancel}
      initialFocusRef={cancelRef}
      className="adm-modal--small"
    >
      <h2 id={titleId} className="adm-modal__title">
        {title}
      </h2>
      <p id={messageId}>{message}</p>
      <div className="adm-actions">
        <button ref={cancelRef} type="button" className="adm-button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="adm-button adm-button--danger" disabled={busy} onClick={onConfirm}>
          {busy ? 'Deleting...' : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
