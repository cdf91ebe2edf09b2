import { describe, expect, it } from 'vitest';
import type { EarlyFetches } from '@app/shared/prerender/early-reads';
import { answeringEarlyFetches } from './early-fetches.ts';
import { EARLY_READ_TTL_MS } from './early-reads.ts';

const ORIGIN = 'http://app.test';
const WEEK = '/search/application-search/api/planner?startDate=2026-11-23';
const asHer = { Authorization: 'Bearer t1', Timezone: 'Australia/Sydney' };

function setUp({ at = 0, reply = Promise.resolve(new Response('{"from":"html"}')) }: { at?: number; reply?: Promise<Response> } = {}) {
  const network: string[] = [];
  const early: EarlyFetches = { token: 't1', timeZone: 'Australia/Sydney', at, responses: { [WEEK]: reply } };
  let clock = at;
  const fetchFn = answeringEarlyFetches(
    early,
    async (input) => {
      network.push(String(input instanceof Request ? input.url : input));
      return new Response('{"from":"network"}');
    },
    ORIGIN,
    () => clock,
  );
  return { fetchFn, network, later: (ms: number) => (clock += ms) };
}

const bodyOf = async (response: Response) => ((await response.json()) as { from: string }).from;

describe('answeringEarlyFetches', () => {
  it('hands her first GET of the URL the reply her HTML asked for, then goes to the network', async () => {
    const { fetchFn, network } = setUp();
    expect(await bodyOf(await fetchFn(new Request(`${ORIGIN}${WEEK}`, { headers: asHer })))).toBe('html');
    expect(await bodyOf(await fetchFn(new Request(`${ORIGIN}${WEEK}`, { headers: asHer })))).toBe('network');
    expect(network).toEqual([`${ORIGIN}${WEEK}`]);
  });

  it.each([
    ['another token', { ...asHer, Authorization: 'Bearer t2' }, 'GET', WEEK],
    ['another time zone', { ...asHer, Timezone: 'UTC' }, 'GET', WEEK],
    ['another method', asHer, 'DELETE', WEEK],
    ['another URL', asHer, 'GET', '/search/application-search/api/planner?startDate=2026-11-30'],
  ])('leaves a request with %s to the network', async (_case, headers, method, path) => {
    const { fetchFn, network } = setUp();
    expect(await bodyOf(await fetchFn(`${ORIGIN}${path}`, { method, headers }))).toBe('network');
    expect(network).toHaveLength(1);
  });

  it(`goes to the network ${EARLY_READ_TTL_MS} ms after the HTML asked`, async () => {
    const { fetchFn, later } = setUp();
    later(EARLY_READ_TTL_MS + 1);
    expect(await bodyOf(await fetchFn(`${ORIGIN}${WEEK}`, { headers: asHer }))).toBe('network');
  });

  it('asks the network when the HTML’s request failed', async () => {
    const { fetchFn, network } = setUp({ reply: Promise.reject(new TypeError('offline')) });
    expect(await bodyOf(await fetchFn(`${ORIGIN}${WEEK}`, { headers: asHer }))).toBe('network');
    expect(network).toEqual([`${ORIGIN}${WEEK}`]);
  });

  it('does nothing on a page whose HTML asked nothing', async () => {
    const network: string[] = [];
    const fetchFn = answeringEarlyFetches(undefined, async (input) => (network.push(String(input)), new Response('{}')), ORIGIN);
    await fetchFn(`${ORIGIN}${WEEK}`, { headers: asHer });
    expect(network).toEqual([`${ORIGIN}${WEEK}`]);
  });
});
