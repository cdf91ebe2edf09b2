/** Every reply of the API: `code` is the HTTP status (200 on success). */
export interface ApiEnvelope<T> {
  code: number;
  data: T;
  message: string;
}

/**
 * What an error reply carries besides the envelope: a stable machine-readable `errorCode`.
 * `data` holds details when there are any (field messages, `{ email, otpRequired }`), else null.
 */
export interface ApiErrorEnvelope<T = unknown> extends ApiEnvelope<T> {
  errorCode: ApiErrorCode;
}

export const API_ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_TOO_MANY_ATTEMPTS',
  'OTP_RESEND_TOO_SOON',
  'RESET_LINK_EXPIRED',
  'CURRENT_PASSWORD_WRONG',
  'PASSWORD_WRONG',
  'REFRESH_TOKEN_INVALID',
  'RATE_LIMITED',
  'EMAIL_SEND_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYMENT_PROVIDER_FAILED',
  'INTERNAL',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** `data` of a 400 whose cause is a field rule of SPEC section 5: one message per field. */
export interface FieldErrors {
  fields: Record<string, string>;
}

/** Request header carrying the browser's IANA timezone (for example `Australia/Sydney`). */
export const TIMEZONE_HEADER = 'Timezone';
