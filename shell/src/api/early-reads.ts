import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';
import type { AppBaseQuery } from '@app/shared/api';

/** A read started early is handed to the page only this soon after: later, the page asks afresh. */
export const EARLY_READ_TTL_MS = 10_000;

type Result = ReturnType<AppBaseQuery>;

/** The same key for the same GET however it was written: url and params, in the order given. */
function keyOf(args: string | FetchArgs): string | null {
  if (typeof args === 'string') return JSON.stringify([args, null]);
  if ((args.method ?? 'GET').toUpperCase() !== 'GET' || args.body !== undefined) return null;
  return JSON.stringify([args.url, args.params ?? null]);
}

/**
 * A base query that can start a read before anything asks for it (`start`), with everything the
 * base query does (token, refresh, retries); the first query of the same read within
 * EARLY_READ_TTL_MS takes its result instead of asking again. Later queries go to the network.
 */
export function withEarlyReads(baseQuery: AppBaseQuery, now: () => number = Date.now) {
  const started = new Map<string, { at: number; result: Result }>();

  const query: AppBaseQuery = (args, api, extraOptions) => {
    const key = keyOf(args);
    const early = key === null ? undefined : started.get(key);
    if (early) {
      started.delete(key!);
      if (now() - early.at <= EARLY_READ_TTL_MS) return early.result;
    }
    return baseQuery(args, api, extraOptions);
  };

  function start(args: string | FetchArgs, api: Pick<BaseQueryApi, 'dispatch' | 'getState'>): void {
    const key = keyOf(args);
    if (key === null || started.has(key)) return;
    const controller = new AbortController();
    const earlyApi: BaseQueryApi = {
      ...api,
      signal: controller.signal,
      abort: () => controller.abort(),
      extra: undefined,
      endpoint: 'earlyRead',
      type: 'query',
    };
    started.set(key, { at: now(), result: baseQuery(args, earlyApi, {}) });
  }

  return { query, start };
}
