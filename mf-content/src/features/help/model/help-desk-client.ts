import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** SPEC section 9: request time-out. */
const HELP_DESK_TIMEOUT_MS = 30_000;

/** A base URL as configured: no trailing slash; empty means this site (the API's own help centre). */
export function helpDeskBaseUrl(configured: string | undefined): string {
  return (configured ?? '').trim().replace(/\/+$/, '');
}

/** The help desk's base URL: the build setting HELP_CENTER_URL (a Zendesk Help Center), else this site. */
export const HELP_DESK_BASE_URL = helpDeskBaseUrl(process.env.HELP_CENTER_URL);

export type HelpDeskParams = Readonly<Record<string, string | number | undefined>>;

/** The address of a help desk call: base URL, Zendesk path, query parameters in order (undefined ones left out). */
export function helpDeskUrl(baseUrl: string, path: string, params: HelpDeskParams = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, String(value));
  const search = query.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

export type HelpDeskResult<T> = { data: T } | { error: FetchBaseQueryError };

/**
 * A GET to the help desk. SPEC section 7: unlike every other call it carries no bearer and no
 * timezone header (nor a content type: a plain GET needs no CORS preflight on another host).
 */
export async function helpDeskGet<T>(url: string, fetchFn: typeof fetch = (input, init) => fetch(input, init)): Promise<HelpDeskResult<T>> {
  let response: Response;
  try {
    response = await fetchFn(url, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(HELP_DESK_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return {
      error: timedOut
        ? { status: 'TIMEOUT_ERROR', error: 'The help centre took too long to answer.' }
        : { status: 'FETCH_ERROR', error: 'The help centre could not be reached.' },
    };
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return {
      error: { status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: 'The help centre answered without JSON.' },
    };
  }
  return response.ok ? { data: body as T } : { error: { status: response.status, data: body } };
}
