import { describe, expect, it, vi } from 'vitest';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { answeringPageReads, PAGE_READ_TTL_MS } from './page-reads.ts';

const ORIGIN = 'http://kindred.test';
const LISTING = '/search/application-search/pub/api/search/listing/blogs?page=1';
const BODY = JSON.stringify({ code: 200, data: { items: [], page: 1 }, message: 'OK' });

function setUp(replies: Record<string, string> = { [LISTING]: BODY }) {
  const network = vi.fn(async () => new Response('{"from":"network"}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
  return { network, fetchFn: answeringPageReads(new Map(Object.entries(replies)), network, ORIGIN) };
}

describe('answeringPageReads', () => {
  it('answers a GET of a carried URL from the page, once: the next call of it goes to the network', async () => {
    const { network, fetchFn } = setUp();
    const first = await fetchFn(new Request(`${ORIGIN}${LISTING}`, { headers: { Authorization: 'Bearer x' } }));
    expect(await first.text()).toBe(BODY);
    expect(first.headers.get('Content-Type')).toBe('application/json');
    expect(network).not.toHaveBeenCalled();
    await fetchFn(`${ORIGIN}${LISTING}`);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another query', `${ORIGIN}/search/application-search/pub/api/search/listing/blogs?page=2`, undefined],
    ['another origin', `http://elsewhere.test${LISTING}`, undefined],
    ['a POST', `${ORIGIN}${LISTING}`, { method: 'POST', body: '{}' }],
  ])('leaves %s to the network', async (_case, url, init) => {
    const { network, fetchFn } = setUp();
    await fetchFn(url, init);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it(`answers nothing ${PAGE_READ_TTL_MS / 1000} s after the page loaded: the API answers afresh`, async () => {
    const network = vi.fn(async () => new Response('{}'));
    let clock = 5_000;
    const fetchFn = answeringPageReads(new Map([[LISTING, BODY]]), network, ORIGIN, { loadedAt: clock, now: () => clock });
    clock += PAGE_READ_TTL_MS + 1;
    await fetchFn(`${ORIGIN}${LISTING}`);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('is what RTK Query reads a carried listing through: the same data, no request', async () => {
    const { network, fetchFn } = setUp();
    const baseQuery = fetchBaseQuery({ baseUrl: ORIGIN, fetchFn });
    const api = {
      signal: new AbortController().signal,
      abort: () => {},
      dispatch: () => {},
      getState: () => ({}),
    } as unknown as BaseQueryApi;
    const result = await baseQuery({ url: '/search/application-search/pub/api/search/listing/blogs', params: { page: 1 } }, api, {});
    expect(result.data).toEqual(JSON.parse(BODY));
    expect(network).not.toHaveBeenCalled();
  });
});
