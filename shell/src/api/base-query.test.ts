import { describe, expect, it, vi } from 'vitest';
import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { MemoryStorage } from '@app/shared/testing/memory-storage';
import { createBaseQuery, MAX_RETRIES, type BaseQueryOptions } from './base-query.ts';

const BASE = 'http://api.test';
const PROTECTED = '/service/user-service/api/settings/user/';

function signedIn(token = 'old-access', refreshToken: string | undefined = 'refresh-1') {
  const storage = new MemoryStorage();
  storage.setItem('deviceId', 'Ab3dEf7h');
  storage.setItem('returnUrl', '/programs');
  storage.setItem(
    'userInfo',
    JSON.stringify({ id: 1, email: 'jane@example.com', token, refreshToken, isAuthenticated: true, regionId: 1 }),
  );
  return storage;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  credentials: RequestCredentials;
  body: string;
}

/** A server whose protected call accepts only `validToken`, and whose refresh answers `refreshReply`. */
function fakeServer(options: { validToken?: string; refreshReply?: () => Response | Promise<Response> } = {}) {
  const seen: Seen[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    seen.push({
      url: url.pathname,
      method: request.method,
      headers: request.headers,
      credentials: request.credentials,
      body: await request.text(),
    });
    if (url.pathname === USER_SERVICE_PATHS.refreshToken) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return options.refreshReply
        ? options.refreshReply()
        : json(200, { code: 200, data: { accessToken: 'new-access', refreshToken: 'refresh-2' }, message: 'Token refreshed' });
    }
    const auth = request.headers.get('Authorization');
    if (url.pathname === PROTECTED && auth !== `Bearer ${options.validToken ?? 'new-access'}`) {
      return json(401, { code: 401, data: null, message: 'Your session has expired. Please log in again.' });
    }
    return json(200, { code: 200, data: { path: url.pathname, search: url.search }, message: 'OK' });
  });
  return { fetchFn, seen, refreshCalls: () => seen.filter((call) => call.url === USER_SERVICE_PATHS.refreshToken) };
}

function apiFor(type: 'query' | 'mutation' = 'query'): BaseQueryApi {
  const controller = new AbortController();
  return {
    signal: controller.signal,
    abort: () => controller.abort(),
    dispatch: vi.fn(),
    getState: () => ({}),
    extra: undefined,
    endpoint: 'test',
    type,
  };
}

function setup(storage: Storage, server: ReturnType<typeof fakeServer>, extra: Partial<BaseQueryOptions> = {}) {
  const onSessionEnded = vi.fn();
  const baseQuery = createBaseQuery({
    baseUrl: BASE,
    fetchFn: server.fetchFn as unknown as typeof fetch,
    storage,
    onSessionEnded,
    backoff: async () => {},
    locks: null,
    ...extra,
  });
  const call = (args: string | FetchArgs, type: 'query' | 'mutation' = 'query') => Promise.resolve(baseQuery(args, apiFor(type), {}));
  return { call, onSessionEnded };
}

describe('request headers', () => {
  it('sends JSON, the bearer token and the browser timezone', async () => {
    const server = fakeServer({ validToken: 'old-access' });
    const { call } = setup(signedIn(), server);
    await call({ url: PROTECTED, method: 'PUT', body: { name: 'Jane' } });
    const [request] = server.seen;
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('Authorization')).toBe('Bearer old-access');
    expect(request?.headers.get('Timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(JSON.parse(request?.body ?? '')).toEqual({ name: 'Jane' });
    // The page's own cookies go along (the login call's device cookie).
    expect(request?.credentials).toBe('same-origin');
  });

  it('sends no Authorization without a session, and a JSON type on a GET', async () => {
    const server = fakeServer();
    const { call } = setup(new MemoryStorage(), server);
    await call('/interaction/user-interaction/pub/api/platform-config/config?platform=WEB');
    expect(server.seen[0]?.headers.has('Authorization')).toBe(false);
    expect(server.seen[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no JSON type on a POST without a body (logout)', async () => {
    const server = fakeServer({ validToken: 'old-access' });
    const { call } = setup(signedIn(), server);
    await call({ url: USER_SERVICE_PATHS.logout, method: 'POST' }, 'mutation');
    expect(server.seen[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('times out after the configured time', async () => {
    const slow = vi.fn((input: RequestInfo | URL) => {
      const signal = (input as Request).signal;
      return new Promise<Response>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    const { call } = setup(new MemoryStorage(), { fetchFn: slow } as never, { timeoutMs: 30 });
    const result = await call('/slow', 'mutation');
    expect(result.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
  });
});

describe('401: refresh and retry', () => {
  it('five calls that hit 401 at once make exactly one refresh call and five retries', async () => {
    const storage = signedIn();
    const server = fakeServer();
    const { call, onSessionEnded } = setup(storage, server);

    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => call(`${PROTECTED}?n=${n}`)));

    expect(server.refreshCalls()).toHaveLength(1);
    const protectedCalls = server.seen.filter((c) => c.url === PROTECTED);
    expect(protectedCalls.filter((c) => c.headers.get('Authorization') === 'Bearer old-access')).toHaveLength(5);
    expect(protectedCalls.filter((c) => c.headers.get('Authorization') === 'Bearer new-access')).toHaveLength(5);
    expect(results.map((r) => r.error)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(results.map((r) => (r.data as { data: { search: string } }).data.search)).toEqual(['?n=1', '?n=2', '?n=3', '?n=4', '?n=5']);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('sends the refresh token as plain text and stores both rotated tokens', async () => {
    const storage = signedIn();
    const server = fakeServer();
    const { call } = setup(storage, server);
    await call(PROTECTED);
    const [refresh] = server.refreshCalls();
    expect(refresh?.method).toBe('POST');
    expect(refresh?.headers.get('Content-Type')).toBe('text/plain');
    expect(refresh?.body).toBe('refresh-1');
    expect(JSON.parse(storage.getItem('userInfo') ?? '{}')).toMatchObject({
      token: 'new-access',
      refreshToken: 'refresh-2',
      email: 'jane@example.com',
    });
  });

  it('a 401 that arrives after the token was already refreshed retries without a second refresh', async () => {
    const storage = signedIn();
    const server = fakeServer();
    const { call } = setup(storage, server);
    await call(PROTECTED);
    // This call left with the old token before the refresh landed.
    const late = createBaseQuery({
      baseUrl: BASE,
      fetchFn: server.fetchFn as unknown as typeof fetch,
      storage,
      backoff: async () => {},
      locks: null,
    });
    storage.setItem('userInfo', JSON.stringify({ ...JSON.parse(storage.getItem('userInfo')!), token: 'old-access' }));
    const pending = late(PROTECTED, apiFor(), {});
    storage.setItem('userInfo', JSON.stringify({ ...JSON.parse(storage.getItem('userInfo')!), token: 'new-access' }));
    const result = await pending;
    expect(result.error).toBeUndefined();
    expect(server.refreshCalls()).toHaveLength(1);
  });

  it('a refused refresh logs out once: clears storage (but the device id) and goes to the default route', async () => {
    const storage = signedIn();
    const server = fakeServer({
      refreshReply: () => json(401, { code: 401, data: null, message: 'Your session is no longer valid. Please log in again.' }),
    });
    const { call, onSessionEnded } = setup(storage, server);

    const results = await Promise.all([1, 2, 3].map(() => call(PROTECTED)));

    expect(server.refreshCalls()).toHaveLength(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(storage.getItem('userInfo')).toBeNull();
    expect(storage.getItem('returnUrl')).toBeNull();
    expect(storage.getItem('deviceId')).toBe('Ab3dEf7h');
    expect(results.every((r) => (r.error as { status: number }).status === 401)).toBe(true);
  });

  it('no refresh token: logs out without calling refresh', async () => {
    const storage = signedIn('old-access', '');
    const server = fakeServer();
    const { call, onSessionEnded } = setup(storage, server);
    await call(PROTECTED);
    expect(server.refreshCalls()).toHaveLength(0);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(storage.getItem('userInfo')).toBeNull();
  });

  it('a 401 to a call without a token (a wrong password) is just the answer', async () => {
    const storage = new MemoryStorage();
    const server = fakeServer();
    const { call, onSessionEnded } = setup(storage, server);
    const result = await call({ url: PROTECTED, method: 'POST', body: {} }, 'mutation');
    expect(result.error).toMatchObject({ status: 401 });
    expect(server.refreshCalls()).toHaveLength(0);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('a refresh that cannot reach the server keeps the session', async () => {
    const storage = signedIn();
    const server = fakeServer({ refreshReply: () => Promise.reject(new TypeError('Failed to fetch')) });
    const { call, onSessionEnded } = setup(storage, server);
    const result = await call(PROTECTED, 'mutation');
    expect(result.error).toMatchObject({ status: 401 });
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(storage.getItem('userInfo')).not.toBeNull();
  });

  it('refreshes under a cross-tab lock, and uses a token another tab stored meanwhile', async () => {
    const storage = signedIn();
    const server = fakeServer();
    const request = vi.fn(async (_name: string, callback: () => Promise<unknown>) => {
      // Another tab held the lock and refreshed first.
      storage.setItem(
        'userInfo',
        JSON.stringify({ ...JSON.parse(storage.getItem('userInfo')!), token: 'new-access', refreshToken: 'refresh-2' }),
      );
      return callback();
    });
    const { call } = setup(storage, server, { locks: { request } as unknown as LockManager });
    const result = await call(PROTECTED);
    expect(request).toHaveBeenCalledTimes(1);
    expect(server.refreshCalls()).toHaveLength(0);
    expect(result.error).toBeUndefined();
  });
});

describe('retries', () => {
  function flaky(failures: number, error: () => Promise<Response>) {
    let calls = 0;
    const fetchFn = vi.fn(async () => {
      calls += 1;
      if (calls <= failures) return error();
      return json(200, { code: 200, data: 'ok', message: 'OK' });
    });
    return fetchFn;
  }
  const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

  it.each([
    ['a query recovers after 3 network errors', 'query', 3, networkDown, 4, undefined],
    ['a query gives up after 1 call + 3 retries', 'query', 9, networkDown, 1 + MAX_RETRIES, 'FETCH_ERROR'],
    ['a mutation is not retried', 'mutation', 9, networkDown, 1, 'FETCH_ERROR'],
    ['a server error is not retried', 'query', 9, async () => json(500, { code: 500, data: null, message: 'boom' }), 1, 500],
  ] as const)('%s', async (_name, type, failures, error, expectedCalls, expectedStatus) => {
    const fetchFn = flaky(failures, error);
    const { call } = setup(new MemoryStorage(), { fetchFn } as never);
    const result = await call('/anything', type);
    expect(fetchFn).toHaveBeenCalledTimes(expectedCalls);
    expect((result.error as { status?: unknown } | undefined)?.status).toBe(expectedStatus);
  });
});
