import type { ApiErrorCode } from '@app/shared/api-contract/envelope';

/** An error the client should see as is: its HTTP status, a stable code and a clear message. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ApiErrorCode,
    message: string,
    readonly data: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A 400 naming the field(s) whose SPEC rule failed, with the rule's own message. */
export function fieldError(field: string, message: string): ApiError {
  return new ApiError(400, 'VALIDATION_FAILED', message, { fields: { [field]: message } });
}
