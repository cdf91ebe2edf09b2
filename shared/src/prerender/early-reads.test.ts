import { describe, expect, it } from 'vitest';
import { PLANNER_PATHS } from '../api-contract/planner.ts';
import { PROGRESS_SERVICE_PATHS } from '../api-contract/progress-service.ts';
import { SHOPPING_LIST_PATHS } from '../api-contract/shopping-list.ts';
import { runInNewContext } from 'node:vm';
import { SUBSCRIPTION_SERVICE_PATHS } from '../api-contract/subscription-service.ts';
import { todayInZone } from '../planner/calendar.ts';
import { EARLY_FETCHES_GLOBAL, earlyFetchScript, earlyReadUrl, htmlTimeReads, memberPageReads, type EarlyFetches } from './early-reads.ts';

// Wednesday 25 November 2026: its week starts on Monday the 23rd.
const TODAY = '2026-11-25';

describe('memberPageReads', () => {
  it.each([
    ['/planner', TODAY, '2026-11-23'],
    ['/planner/0/5', TODAY, '2026-11-23'],
    ['/planner/-1/1', TODAY, '2026-11-16'],
    // Next week opens from Thursday: on Wednesday the page shows this week, and reads it.
    ['/planner/1/1', TODAY, '2026-11-23'],
    ['/planner/1/1', '2026-11-26', '2026-11-30'],
    ['/home', TODAY, '2026-11-23'],
  ])('%s on %s opens on the week of %s', (pathname, today, startDate) => {
    const week = { url: PLANNER_PATHS.planner, params: { startDate } };
    const second = pathname === '/home' ? PROGRESS_SERVICE_PATHS.inProgressPrograms : SHOPPING_LIST_PATHS.list;
    expect(memberPageReads(pathname, today)).toEqual([week, second]);
  });

  it.each([
    ['/programs', [PROGRESS_SERVICE_PATHS.inProgressPrograms]],
    ['/programs/library', [PROGRESS_SERVICE_PATHS.inProgressPrograms]],
    ['/shopping-list', [SHOPPING_LIST_PATHS.list]],
  ])('%s starts %o', (pathname, reads) => {
    expect(memberPageReads(pathname, TODAY)).toEqual(reads);
  });

  it.each(['/programs/1', '/blogs', '/', '/recipe/meals/30001/x', '/settings'])('%s starts nothing', (pathname) => {
    expect(memberPageReads(pathname, TODAY)).toEqual([]);
  });
});

describe('earlyReadUrl', () => {
  it.each([
    [SHOPPING_LIST_PATHS.list, SHOPPING_LIST_PATHS.list],
    [{ url: PLANNER_PATHS.planner, params: { startDate: '2026-11-23' } }, `${PLANNER_PATHS.planner}?startDate=2026-11-23`],
  ])('%o -> %s', (read, url) => {
    expect(earlyReadUrl(read)).toBe(url);
  });
});

describe('the reads a member page starts from its HTML', () => {
  const RealDateTimeFormat = Intl.DateTimeFormat;
  const member = JSON.stringify({ isAuthenticated: true, token: 'token-1', regionId: 1 });

  /**
   * Runs the script as a browser in `timeZone` at `instant` would, with `stored` as its userInfo:
   * Date's local fields and Intl's default zone are hers, and Temporal is there or not (Safari).
   */
  function runScript(
    script: string,
    { timeZone, instant, stored, temporal = true }: { timeZone: string; instant: Date; stored: string | null; temporal?: boolean },
  ) {
    const asked: { url: string; headers: Record<string, string> }[] = [];
    const window: Record<string, unknown> = {};
    const localDay = (date: Date) => todayInZone(date, timeZone).split('-').map(Number) as [number, number, number];
    const FakeDate = class extends Date {
      constructor(...args: []) {
        super(...((args.length ? args : [instant.getTime()]) as []));
      }
      override getFullYear() {
        return localDay(this)[0];
      }
      override getMonth() {
        return localDay(this)[1] - 1;
      }
      override getDate() {
        return localDay(this)[2];
      }
    };
    // Called with and without `new`, as the script does: a function that returns the real one, set to her zone.
    function DateTimeFormat(locale?: string, options?: Intl.DateTimeFormatOptions) {
      return new RealDateTimeFormat(locale, { timeZone, ...options });
    }
    const intl = { DateTimeFormat };
    runInNewContext(script.replace(/^<script>|<\/script>$/g, ''), {
      window,
      Intl: intl,
      Date: FakeDate,
      JSON,
      ...(temporal ? { Temporal: { Now: { timeZoneId: () => timeZone } } } : {}),
      localStorage: { getItem: () => stored },
      fetch: (url: string, init: { headers: Record<string, string> }) => {
        asked.push({ url, headers: init.headers });
        return Promise.resolve(new Response('{}'));
      },
    });
    return { asked, early: window[EARLY_FETCHES_GLOBAL] as EarlyFetches | undefined };
  }

  const SERVER_NOW = new Date('2026-11-29T23:30:00Z');

  it.each([
    ['/planner', 'Pacific/Kiritimati'],
    ['/planner', 'Australia/Sydney'],
    ['/planner', 'UTC'],
    ['/planner', 'America/Los_Angeles'],
    ['/planner', 'Pacific/Pago_Pago'],
    ['/planner/1/1', 'Australia/Sydney'],
    ['/home', 'Pacific/Kiritimati'],
    ['/shopping-list', 'Europe/London'],
  ])('%s in %s asks what the page will, for her own day, with the base query’s headers', (pathname, timeZone) => {
    for (const temporal of [true, false]) {
      const { asked, early } = runScript(earlyFetchScript(htmlTimeReads(pathname, SERVER_NOW)!), {
        timeZone,
        instant: SERVER_NOW,
        stored: member,
        temporal,
      });
      const herDay = todayInZone(SERVER_NOW, timeZone);
      expect(asked.map((call) => call.url)).toEqual([
        SUBSCRIPTION_SERVICE_PATHS.userSubscription,
        ...memberPageReads(pathname, herDay).map(earlyReadUrl),
      ]);
      expect(asked[0]!.headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer token-1', Timezone: timeZone });
      expect(early).toMatchObject({ token: 'token-1', timeZone });
      expect(Object.keys(early!.responses)).toEqual(asked.map((call) => call.url));
    }
  });

  it.each([
    ['a visitor', null],
    ['someone halfway through sign-up', JSON.stringify({ isAuthenticated: false, token: 'pending' })],
    ['a session without a token', JSON.stringify({ isAuthenticated: true })],
    ['something unreadable', '{oops'],
  ])('asks nothing for %s', (_case, stored) => {
    const { asked, early } = runScript(earlyFetchScript(htmlTimeReads('/planner', SERVER_NOW)!), {
      timeZone: 'UTC',
      instant: SERVER_NOW,
      stored,
    });
    expect(asked).toEqual([]);
    expect(early).toBeUndefined();
  });

  it('asks nothing when her clock is days away from the server’s', () => {
    const { asked } = runScript(earlyFetchScript(htmlTimeReads('/planner', SERVER_NOW)!), {
      timeZone: 'UTC',
      instant: new Date('2026-12-05T10:00:00Z'),
      stored: member,
    });
    expect(asked).toEqual([]);
  });

  it.each(['/', '/blogs', '/programs/1', '/about'])('has no reads for %s', (pathname) => {
    expect(htmlTimeReads(pathname, SERVER_NOW)).toBeNull();
  });

  it('cannot close its element whatever a read holds', () => {
    expect(earlyFetchScript({ byDay: { '2026-11-29': ['/x?</script><script>alert(1)'] }, always: [] })).not.toContain('</script><script>');
  });
});
