import { createAction } from '@reduxjs/toolkit';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { unwrapEnvelope } from './envelope-unwrap.ts';

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

let activeBaseQuery: AppBaseQuery | undefined;

/**
 * The shell owns the real base query (auth header, timezone, timeout, refresh); it installs
 * it here once at boot, before anything renders.
 */
export function installBaseQuery(baseQuery: AppBaseQuery): void {
  activeBaseQuery = baseQuery;
}

/**
 * Every endpoint gets the envelope's `data` directly: the `{ code, data, message }` reply is
 * unwrapped here, once. An error keeps the whole envelope (message and errorCode) as its data.
 */
const delegatingBaseQuery: AppBaseQuery = async (args, api, extraOptions) => {
  if (!activeBaseQuery) {
    return { error: { status: 'CUSTOM_ERROR', error: 'The base query is not installed yet.' } };
  }
  return unwrapEnvelope(await activeBaseQuery(args, api, extraOptions));
};

/** SPEC section 9: the same data asked for again within 5 s is served from the cache. */
export const FETCH_DEDUPE_SECONDS = 5;

/**
 * Outside a browser (the shell's server render, shell/src/server) no effect
 * runs, so the hooks start their queries as they render; in the browser they do so in effects.
 */
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }));

/**
 * The API cache a server render ended with (shell/src/server): its answered queries and the tags
 * they provide. The shell takes it in before it hydrates, so the page hydrates from the data the
 * server drew with.
 */
export interface ServerApiCache {
  queries: Record<string, unknown>;
  mutations: Record<string, never>;
  provided: unknown;
}

export const serverApiCacheHydrated = createAction<ServerApiCache>('serverRender/apiCacheHydrated');

/**
 * The one API slice. It starts empty: each feature adds its tag types and endpoints with
 * `api.enhanceEndpoints({ addTagTypes }).injectEndpoints(...)`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: delegatingBaseQuery,
  refetchOnFocus: false,
  refetchOnReconnect: true,
  refetchOnMountOrArgChange: FETCH_DEDUPE_SECONDS,
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
  // RTK Query's own rehydration: each answered query lands under its cache key; unused ones leave after keepUnusedDataFor.
  extractRehydrationInfo: (action) => (serverApiCacheHydrated.match(action) ? (action.payload as never) : undefined),
});

export { apiErrorCode, apiErrorData, apiErrorMessage, apiErrorStatus } from './error-message.ts';
