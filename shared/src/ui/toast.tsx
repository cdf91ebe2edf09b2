import { useEffect, useMemo } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import { toastDismissed, toastShown, toastSlice, type ToastKind } from './toast-slice.ts';
import './toast.css';

/** SPEC section 9: a toast dismisses itself after 3 seconds. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_RETRY_LABEL = 'TRY AGAIN';

export type { ToastKind };

export interface ToastInput {
  message: string;
  kind?: ToastKind;
  /** When given, the toast offers TRY AGAIN, which runs this and closes the toast. */
  onRetry?: () => void;
}

export interface Toast extends Required<Pick<ToastInput, 'message' | 'kind'>> {
  id: number;
  onRetry?: () => void;
}

let nextId = 1;
/** TRY AGAIN callbacks by toast id: functions stay out of the store's state. */
const retries = new Map<number, () => void>();
let dispatchToStore: ((action: UnknownAction) => unknown) | null = null;

/** The one store connects itself when it is created (createAppStore); toasts are its slice. */
export function connectToasts(dispatch: (action: UnknownAction) => unknown): void {
  dispatchToStore = dispatch;
}

function dispatchToAppStore(action: UnknownAction): void {
  if (!dispatchToStore) throw new Error('The app store is not created yet.');
  dispatchToStore(action);
}

/** Raises a toast from anywhere (a remote, the base query); the shell's container shows it. */
export function showToast(input: ToastInput): number {
  const id = nextId++;
  if (input.onRetry) retries.set(id, input.onRetry);
  dispatchToAppStore(toastShown({ id, message: input.message, kind: input.kind ?? 'info', retry: Boolean(input.onRetry) }));
  return id;
}

export function dismissToast(id: number): void {
  retries.delete(id);
  dispatchToAppStore(toastDismissed(id));
}

export function useToasts(): readonly Toast[] {
  const shown = useSelector(toastSlice.selectors.selectToasts);
  return useMemo(
    () =>
      shown.map(({ id, message, kind, retry }) => {
        const onRetry = retry ? retries.get(id) : undefined;
        return { id, message, kind, ...(onRetry ? { onRetry } : {}) };
      }),
    [shown],
  );
}

/** For components: `const toast = useToast(); toast({ message: 'Saved!', kind: 'success' })`. */
export function useToast(): typeof showToast {
  return showToast;
}

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);

  return (
    <div className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <p className="toast__message">{toast.message}</p>
      {toast.onRetry ? (
        <button
          type="button"
          className="toast__action"
          onClick={() => {
            dismissToast(toast.id);
            toast.onRetry?.();
          }}
        >
          {TOAST_RETRY_LABEL}
        </button>
      ) : null}
      <button type="button" className="toast__close" aria-label="Dismiss" onClick={() => dismissToast(toast.id)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/** Rendered once, by the shell. */
export function ToastContainer() {
  const current = useToasts();
  return (
    <div className="toast-region" aria-live="polite">
      {current.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
