import { describe, expect, it, vi } from 'vitest';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { AppBaseQuery } from '@app/shared/api';
import { plannerWeekRequest } from '@app/shared/api-contract/planner';
import { EARLY_READ_TTL_MS, withEarlyReads } from './early-reads.ts';

const store = { dispatch: vi.fn(), getState: () => ({}) };
const pageApi = {
  signal: new AbortController().signal,
  abort: () => {},
  dispatch: vi.fn(),
  getState: () => ({}),
  extra: undefined,
  endpoint: 'plannerWeek',
  type: 'query',
} as BaseQueryApi;

function setUp() {
  let clock = 1_000;
  let calls = 0;
  const baseQuery = vi.fn<AppBaseQuery>(async () => ({ data: { call: ++calls } }));
  const early = withEarlyReads(baseQuery, () => clock);
  return { baseQuery, early, advance: (ms: number) => (clock += ms) };
}

describe('withEarlyReads', () => {
  it('asks once: the page’s query of the same read takes the early result, and its next query asks again', async () => {
    const { baseQuery, early } = setUp();
    early.start(plannerWeekRequest('2026-11-23'), store);
    expect(baseQuery).toHaveBeenCalledTimes(1);
    expect(baseQuery.mock.calls[0]![1].type).toBe('query');
    expect(await early.query(plannerWeekRequest('2026-11-23'), pageApi, {})).toEqual({ data: { call: 1 } });
    expect(baseQuery).toHaveBeenCalledTimes(1);
    expect(await early.query(plannerWeekRequest('2026-11-23'), pageApi, {})).toEqual({ data: { call: 2 } });
  });

  it('starts a read once however often it is started', () => {
    const { baseQuery, early } = setUp();
    early.start(plannerWeekRequest('2026-11-23'), store);
    early.start(plannerWeekRequest('2026-11-23'), store);
    expect(baseQuery).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another week', plannerWeekRequest('2026-11-30')],
    ['a write to the same URL', { ...plannerWeekRequest('2026-11-23'), method: 'PUT', body: {} }],
  ])('leaves %s to the network', async (_case, args) => {
    const { baseQuery, early } = setUp();
    early.start(plannerWeekRequest('2026-11-23'), store);
    expect(await early.query(args, pageApi, {})).toEqual({ data: { call: 2 } });
    expect(baseQuery).toHaveBeenCalledTimes(2);
  });

  it(`hands out nothing older than ${EARLY_READ_TTL_MS / 1000} s: the page asks afresh`, async () => {
    const { baseQuery, early, advance } = setUp();
    early.start(plannerWeekRequest('2026-11-23'), store);
    advance(EARLY_READ_TTL_MS + 1);
    expect(await early.query(plannerWeekRequest('2026-11-23'), pageApi, {})).toEqual({ data: { call: 2 } });
    expect(baseQuery).toHaveBeenCalledTimes(2);
  });
});
