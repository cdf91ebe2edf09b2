export { FailureScreen } from './failure-screen.tsx';
export { Spinner } from './spinner.tsx';
export { Logo, BRAND_NAME } from './logo.tsx';
export { PageHeading } from './page-heading.tsx';
export { FAILURE_SCREEN, ROUTER_FALLBACK_TITLE } from '../messages/failure.ts';
export {
  ToastContainer,
  showToast,
  dismissToast,
  useToast,
  useToasts,
  connectToasts,
  TOAST_DURATION_MS,
  TOAST_RETRY_LABEL,
} from './toast.tsx';
export { toastSlice } from './toast-slice.ts';
export type { Toast, ToastInput, ToastKind } from './toast.tsx';
