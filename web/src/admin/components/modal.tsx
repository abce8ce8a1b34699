import { type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';

/** Props of a modal: mounted means open; the parent closes it by unmounting. */
export interface ModalProps {
  /** Id of the element that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  /** Escape, or the dialog closed by the platform. */
  onClose: () => void;
  /** Focused on open; otherwise the platform focuses the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  role?: 'dialog' | 'alertdialog';
  className?: string;
  children: ReactNode;
}

/**
 * A native modal dialog (showModal): the platform makes the rest of the page inert, keeps focus
 * inside and puts it in the top layer; we restore focus to the opener on close.
 */
export function Modal({
  labelledBy,
  describedBy,
  onClose,
  initialFocusRef,
  role,
  className,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closing = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closing.current = false;
    if (!dialog.open) dialog.showModal();
    initialFocusRef?.current?.focus();
    return () => {
      closing.current = true;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocusRef]);

  return (
    <dialog
      ref={ref}
      className={['adm-modal', className].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      onCancel={(event) => {
        // Escape: the parent owns the open state, so it decides (and unmounts us).
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
      }}
      onClose={(event) => {
        event.stopPropagation();
        // The platform may close a dialog on its own (a repeated Escape): follow it. A close event
        // that arrives while the dialog is open again is stale (StrictMode closes and reopens).
        if (!closing.current && !event.currentTarget.open) onCloseRef.current();
      }}
    >
      {children}
    </dialog>
  );
}
