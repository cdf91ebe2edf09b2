import { fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
import type { BaseQueryApi, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { AppBaseQuery } from '@app/shared/api';
import { TIMEZONE_HEADER, type ApiEnvelope } from '@app/shared/api-contract/envelope';
import { USER_SERVICE_PATHS, type RefreshTokenData } from '@app/shared/api-contract/user-service';
import { browserTimeZone } from '@app/shared/dates/browser-today';
import { clearSessionStorage, readUserInfo, updateUserInfo } from '@app/shared/session';

/** SPEC section 9: request time-out. */
const REQUEST_TIMEOUT_MS = 30_000;
/** SPEC section 8: data fetching retries up to 3 times. */
export const MAX_RETRIES = 3;
/** Name of the Web Lock that makes one refresh at a time across this browser's tabs. */
const REFRESH_LOCK_NAME = 'kindred-token-refresh';

export interface BaseQueryOptions {
  baseUrl?: string;
  fetchFn?: typeof fetch;
  storage?: Storage;
  /** The session ended (refresh refused or impossible): go to the default route. Storage is cleared after it. */
  onSessionEnded?: () => void | Promise<void>;
  /** Wait between retries; RTK Query's exponential backoff by default. */
  backoff?: (attempt: number, maxRetries: number) => Promise<void>;
  timeoutMs?: number;
  /** Web Locks, to refresh once across tabs; omitted where the browser has none. */
  locks?: Pick<LockManager, 'request'> | null;
}

type RefreshOutcome = { kind: 'refreshed'; token: string } | { kind: 'ended' } | { kind: 'unavailable' };

interface AuthExtraOptions {
  bearer?: string | undefined;
}

function methodOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
}

/** Network trouble, as opposed to an answer from the server. */
function isNetworkError(error: FetchBaseQueryError): boolean {
  return error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
}

/**
 * The base query of the one API slice (SPEC sections 7-9): a JSON content type, the bearer
 * token when there is one, the browser's timezone, a 30 s time-out. A 401 on a call that carried
 * a token refreshes the token once, however many calls failed together, and retries each call
 * with the new token; when the refresh is refused or impossible the session ends. Queries retry
 * up to 3 times on network errors.
 */
export function createBaseQuery(options: BaseQueryOptions = {}): AppBaseQuery {
  const baseUrl = options.baseUrl ?? '';
  const fetchFn = options.fetchFn ?? ((input, init) => fetch(input, init));
  const storage = () => options.storage ?? globalThis.localStorage;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const locks = options.locks === undefined ? (globalThis.navigator?.locks ?? null) : options.locks;

  const rawQuery = fetchBaseQuery({
    baseUrl,
    // The API is on the page's own origin: its cookies go with every call (the login call carries
    // this browser's device cookie, api/src/lib/device-cookie.ts); no other site gets them.
    credentials: 'same-origin',
    timeout: timeoutMs,
    fetchFn,
    prepareHeaders: (headers, { arg, extraOptions }) => {
      // A body-less POST/PUT/DELETE with a JSON type is refused as an empty JSON body.
      const hasBody = typeof arg !== 'string' && arg.body !== undefined && arg.body !== null;
      if (!headers.has('Content-Type') && (hasBody || methodOf(arg) === 'GET')) {
        headers.set('Content-Type', 'application/json');
      }
      const bearer = (extraOptions as AuthExtraOptions | undefined)?.bearer;
      if (bearer && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${bearer}`);
      headers.set(TIMEZONE_HEADER, browserTimeZone());
      return headers;
    },
  });

  let refreshInFlight: Promise<RefreshOutcome> | null = null;

  async function endSession(): Promise<void> {
    await options.onSessionEnded?.();
    clearSessionStorage(storage());
  }

  async function callRefreshEndpoint(refreshToken: string): Promise<RefreshOutcome> {
    let response: Response;
    try {
      response = await fetchFn(`${baseUrl}${USER_SERVICE_PATHS.refreshToken}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', [TIMEZONE_HEADER]: browserTimeZone() },
        body: refreshToken,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      // Offline or timed out: keep the session, the call fails as a network error.
      return { kind: 'unavailable' };
    }
    if (!response.ok) return { kind: 'ended' };
    try {
      const envelope = (await response.json()) as ApiEnvelope<RefreshTokenData>;
      const { accessToken, refreshToken: rotated } = envelope.data;
      if (!accessToken || !rotated) return { kind: 'ended' };
      // Rotated on use: the old refresh token is spent, both are stored.
      updateUserInfo({ token: accessToken, refreshToken: rotated }, storage());
      return { kind: 'refreshed', token: accessToken };
    } catch {
      return { kind: 'ended' };
    }
  }

  /** Runs with the cross-tab lock held: another tab may have refreshed while this one waited. */
  async function refreshUnderLock(staleToken: string): Promise<RefreshOutcome> {
    const info = readUserInfo(storage());
    if (!info) return { kind: 'ended' };
    if (info.token !== staleToken) return { kind: 'refreshed', token: info.token };
    if (!info.refreshToken) return { kind: 'ended' };
    return callRefreshEndpoint(info.refreshToken);
  }

  async function runRefresh(staleToken: string): Promise<RefreshOutcome> {
    const outcome = locks
      ? ((await locks.request(REFRESH_LOCK_NAME, () => refreshUnderLock(staleToken))) as RefreshOutcome)
      : await refreshUnderLock(staleToken);
    if (outcome.kind === 'ended') await endSession();
    return outcome;
  }

  /** One refresh for every call that failed with the same token (single flight). */
  function refreshAccessToken(staleToken: string): Promise<RefreshOutcome> {
    const current = readUserInfo(storage());
    if (!current) return Promise.resolve({ kind: 'ended' });
    if (current.token !== staleToken) return Promise.resolve({ kind: 'refreshed', token: current.token });
    refreshInFlight ??= runRefresh(staleToken).finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  const authenticatedQuery: AppBaseQuery = async (args, api: BaseQueryApi, extraOptions) => {
    // A refresh is under way: the current token is known to be stale, wait for the new one.
    if (refreshInFlight) await refreshInFlight;
    const sentToken = readUserInfo(storage())?.token || undefined;
    const result = await rawQuery(args, api, { ...(extraOptions as object), bearer: sentToken });
    // Without a token a 401 is simply the answer (a wrong password at login).
    if (result.error?.status !== 401 || !sentToken) return result;

    const outcome = await refreshAccessToken(sentToken);
    if (outcome.kind !== 'refreshed') return result;
    return rawQuery(args, api, { ...(extraOptions as object), bearer: outcome.token });
  };

  return retry(authenticatedQuery, {
    retryCondition: (error, _args, { attempt, baseQueryApi }) =>
      baseQueryApi.type === 'query' && attempt <= MAX_RETRIES && isNetworkError(error as FetchBaseQueryError),
    ...(options.backoff ? { backoff: options.backoff } : {}),
  });
}
