import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { AppBaseQuery } from '@app/shared/api';
import { readUserInfo } from '@app/shared/session';

/** SPEC section 9: request time-out. */
export const REQUEST_TIMEOUT_MS = 30_000;

export function browserTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** JSON, the bearer token when there is one, and the browser's timezone on every call. */
export function createBaseQuery(baseUrl = ''): AppBaseQuery {
  return fetchBaseQuery({
    baseUrl,
    timeout: REQUEST_TIMEOUT_MS,
    prepareHeaders: (headers) => {
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
      const token = readUserInfo()?.token;
      if (token) headers.set('Authorization', `Bearer ${token}`);
      headers.set('Timezone', browserTimezone());
      return headers;
    },
  });
}
