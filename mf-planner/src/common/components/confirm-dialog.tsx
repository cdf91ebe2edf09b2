import { useEffect, useId, useRef, type ReactNode } from 'react';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** A third answer, between the safe one and the confirming one. */
  alternative?: { label: string; onPress: () => void };
}

/** A modal question (the native dialog: focus kept inside, Escape cancels), the safe answer focused first. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  alternative,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) node.showModal();
    if (!open && node.open) node.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {/* Its words only while it is open: a closed question is not read or found on the page. */}
      {open ? (
        <>
          <h2 id={titleId} className="confirm-dialog__title">
            {title}
          </h2>
          <div className="confirm-dialog__text">{children}</div>
          <div className="confirm-dialog__actions">
            <button type="button" className="button button--ghost" onClick={onCancel} autoFocus>
              {cancelLabel}
            </button>
            {alternative ? (
              <button type="button" className="button button--ghost" onClick={alternative.onPress}>
                {alternative.label}
              </button>
            ) : null}
            <button type="button" className="button button--primary" onClick={onConfirm} disabled={busy}>
              {confirmLabel}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
