import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ERROR_MESSAGES } from '../messages/index.ts';

/**
 * SPEC section 8: what a failed call tells the user: the server's message (from the
 * `{ code, data, message }` envelope, or a plain-text reply), or else 'An error occurred'.
 */
export function apiErrorMessage(error: FetchBaseQueryError | SerializedError | undefined | null): string {
  if (error && 'status' in error) {
    const data = (error as { data?: unknown }).data;
    if (data && typeof data === 'object' && 'message' in data) {
      const message = (data as { message?: unknown }).message;
      if (typeof message === 'string' && message.trim()) return message;
    }
    if (typeof data === 'string' && data.trim() && data.length <= 200 && !data.trimStart().startsWith('<')) return data;
  }
  return ERROR_MESSAGES.fallback;
}

/** The `data` of an error reply's envelope (field errors, `{ email, otpRequired }`), if any. */
export function apiErrorData<T>(error: FetchBaseQueryError | SerializedError | undefined | null): T | null {
  if (error && 'status' in error) {
    const body = (error as { data?: unknown }).data;
    if (body && typeof body === 'object' && 'data' in body) return ((body as { data: T }).data ?? null) as T | null;
  }
  return null;
}

/** The HTTP status of a failed call, or null for a network error or a thrown one. */
export function apiErrorStatus(error: FetchBaseQueryError | SerializedError | undefined | null): number | null {
  if (error && 'status' in error && typeof error.status === 'number') return error.status;
  return null;
}

/** The stable errorCode of an error reply (EMAIL_TAKEN, RESET_LINK_EXPIRED, ...), or null. */
export function apiErrorCode(error: FetchBaseQueryError | SerializedError | undefined | null): string | null {
  if (error && 'status' in error) {
    const body = (error as { data?: unknown }).data;
    if (body && typeof body === 'object' && 'errorCode' in body) {
      const code = (body as { errorCode?: unknown }).errorCode;
      if (typeof code === 'string') return code;
    }
  }
  return null;
}
