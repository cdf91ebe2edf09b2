import type { FetchBaseQueryError, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { ApiEnvelope } from '../api-contract/envelope.ts';

function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number' && 'data' in body;
}

/**
 * SPEC section 7: every reply is `{ code, data, message }` and only code 200 counts. A success
 * becomes its `data`; an envelope whose code says otherwise becomes an error carrying the
 * envelope, like an HTTP error does, so its message and errorCode reach the user. A body that
 * is no envelope is passed on as it is.
 */
export function unwrapEnvelope<Meta>(
  result: QueryReturnValue<unknown, FetchBaseQueryError, Meta>,
): QueryReturnValue<unknown, FetchBaseQueryError, Meta> {
  if (result.error || !isEnvelope(result.data)) return result;
  const envelope = result.data;
  if (envelope.code !== 200) {
    return { error: { status: envelope.code, data: envelope }, ...(result.meta === undefined ? {} : { meta: result.meta }) };
  }
  return { data: envelope.data, ...(result.meta === undefined ? {} : { meta: result.meta }) };
}
