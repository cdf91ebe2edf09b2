import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MONTH_ABBREVIATIONS,
  PLANNER_TODAY_HEADER,
  addOneMonth,
  browserTimeZone,
  browserToday,
  dateForPlannerPosition,
  dayIndexOf,
  isCalendarDate,
  isInPlannerBounds,
  isValidTimeZone,
  plannerHeader,
  plannerPath,
  plannerPositionForDate,
  plannerWindow,
  resolvePlannerUrl,
  stepWeek,
  todayInZone,
  weekStartOf,
  weekStrip,
} from './calendar.ts';

describe('calendar basics', () => {
  it.each([
    ['2026-11-23', 1, '2026-11-23'],
    ['2026-11-24', 2, '2026-11-23'],
    ['2026-11-29', 0, '2026-11-23'],
    ['2026-11-30', 1, '2026-11-30'],
    ['2027-01-03', 0, '2026-12-28'],
    ['2028-03-01', 3, '2028-02-28'],
  ])('%s has dayIndex %s and its week starts on Monday %s', (date, dayIndex, monday) => {
    expect(dayIndexOf(date)).toBe(dayIndex);
    expect(weekStartOf(date)).toBe(monday);
  });

  it.each([
    ['2026-03-15', '2026-04-15'],
    ['2026-03-31', '2026-04-30'],
    ['2027-01-31', '2027-02-28'],
    ['2028-01-31', '2028-02-29'],
    ['2026-12-15', '2027-01-15'],
    ['2026-12-31', '2027-01-31'],
  ])('one calendar month after %s is %s', (date, expected) => {
    expect(addOneMonth(date)).toBe(expected);
  });

  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['today', false],
  ])('isCalendarDate(%s) is %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it.each([
    ['Australia/Sydney', true],
    ['Europe/London', true],
    ['Mars/Olympus_Mons', false],
  ])('isValidTimeZone(%s) is %s', (zone, expected) => {
    expect(isValidTimeZone(zone)).toBe(expected);
  });
});

describe('todayInZone across daylight-saving changes', () => {
  it.each([
    // Sydney: AEST (UTC+10) -> AEDT (UTC+11) on Sunday 4 October 2026; back on Sunday 5 April 2026.
    ['Australia/Sydney', '2026-10-03T13:59:00Z', '2026-10-03'],
    ['Australia/Sydney', '2026-10-03T14:00:00Z', '2026-10-04'],
    ['Australia/Sydney', '2026-10-04T12:59:00Z', '2026-10-04'],
    ['Australia/Sydney', '2026-10-04T13:00:00Z', '2026-10-05'],
    ['Australia/Sydney', '2026-04-04T12:59:00Z', '2026-04-04'],
    ['Australia/Sydney', '2026-04-04T13:00:00Z', '2026-04-05'],
    ['Australia/Sydney', '2026-04-05T13:59:00Z', '2026-04-05'],
    ['Australia/Sydney', '2026-04-05T14:00:00Z', '2026-04-06'],
    // London: GMT -> BST on Sunday 29 March 2026; back on Sunday 25 October 2026.
    ['Europe/London', '2026-03-28T23:59:00Z', '2026-03-28'],
    ['Europe/London', '2026-03-29T22:59:00Z', '2026-03-29'],
    ['Europe/London', '2026-03-29T23:00:00Z', '2026-03-30'],
    ['Europe/London', '2026-10-24T23:30:00Z', '2026-10-25'],
    ['Europe/London', '2026-10-25T23:59:00Z', '2026-10-25'],
    ['Europe/London', '2026-10-26T00:00:00Z', '2026-10-26'],
    // New York: EST -> EDT on Sunday 8 March 2026; back on Sunday 1 November 2026.
    ['America/New_York', '2026-03-08T04:59:00Z', '2026-03-07'],
    ['America/New_York', '2026-03-08T05:00:00Z', '2026-03-08'],
    ['America/New_York', '2026-03-09T03:59:00Z', '2026-03-08'],
    ['America/New_York', '2026-03-09T04:00:00Z', '2026-03-09'],
    ['America/New_York', '2026-11-01T03:59:00Z', '2026-10-31'],
    ['America/New_York', '2026-11-02T04:59:00Z', '2026-11-01'],
    ['America/New_York', '2026-11-02T05:00:00Z', '2026-11-02'],
    // Year end: one instant, three different days.
    ['Australia/Sydney', '2026-12-31T13:30:00Z', '2027-01-01'],
    ['Europe/London', '2026-12-31T13:30:00Z', '2026-12-31'],
    ['America/New_York', '2027-01-01T04:30:00Z', '2026-12-31'],
  ])('%s at %s is %s', (zone, instant, expected) => {
    expect(todayInZone(new Date(instant), zone)).toBe(expected);
  });

  it('throws for an unknown zone', () => {
    expect(() => todayInZone(new Date('2026-11-23T00:00:00Z'), 'Nowhere/Else')).toThrow(RangeError);
  });

  it.each([
    // The day the clocks change is still a whole planner day with the right week and bounds.
    ['Australia/Sydney', '2026-10-04T05:00:00Z', '2026-10-04', '2026-09-28', '2026-11-04'],
    ['Europe/London', '2026-03-29T12:00:00Z', '2026-03-29', '2026-03-23', '2026-04-29'],
    ['America/New_York', '2026-11-01T12:00:00Z', '2026-11-01', '2026-10-26', '2026-12-01'],
    ['America/New_York', '2026-03-08T12:00:00Z', '2026-03-08', '2026-03-02', '2026-04-08'],
  ])('%s at %s: today %s, week from %s, latest %s (a Sunday, so past the week is allowed)', (zone, instant, today, monday, latest) => {
    const window = plannerWindow(todayInZone(new Date(instant), zone));
    expect(window).toMatchObject({ today, weekStart: monday, latest, canGoPastCurrentWeek: true });
  });
});

describe('plannerWindow: each weekday as today', () => {
  it.each([
    ['Monday', '2026-11-23', '2026-11-23', '2026-10-26', '2026-11-29', false],
    ['Tuesday', '2026-11-24', '2026-11-23', '2026-10-26', '2026-11-29', false],
    ['Wednesday', '2026-11-25', '2026-11-23', '2026-10-26', '2026-11-29', false],
    ['Thursday', '2026-11-26', '2026-11-23', '2026-10-26', '2026-12-26', true],
    ['Friday', '2026-11-27', '2026-11-23', '2026-10-26', '2026-12-27', true],
    ['Saturday', '2026-11-28', '2026-11-23', '2026-10-26', '2026-12-28', true],
    ['Sunday', '2026-11-29', '2026-11-23', '2026-10-26', '2026-12-29', true],
    // Month and year ends.
    ['Thursday at year end', '2026-12-31', '2026-12-28', '2026-11-30', '2027-01-31', true],
    ['Friday at month end', '2026-01-30', '2026-01-26', '2025-12-29', '2026-02-28', true],
    ['Sunday at month end', '2027-01-31', '2027-01-25', '2026-12-28', '2027-02-28', true],
    ['Wednesday at year start', '2025-12-31', '2025-12-29', '2025-12-01', '2026-01-04', false],
    ['Monday in a leap February', '2028-02-28', '2028-02-28', '2028-01-31', '2028-03-05', false],
    ['Thursday before a leap day', '2028-01-27', '2028-01-24', '2027-12-27', '2028-02-27', true],
  ])('%s %s: week from %s, earliest %s, latest %s, past the week %s', (_name, today, weekStart, earliest, latest, canGoPastCurrentWeek) => {
    expect(plannerWindow(today)).toEqual({ today, weekStart, earliest, latest, canGoPastCurrentWeek });
  });

  it.each([
    ['2026-11-24', '2026-10-26', true],
    ['2026-11-24', '2026-10-25', false],
    ['2026-11-24', '2026-11-29', true],
    ['2026-11-24', '2026-11-30', false],
    ['2026-11-26', '2026-12-26', true],
    ['2026-11-26', '2026-12-27', false],
    ['2026-12-31', '2027-01-31', true],
    ['2026-12-31', '2027-02-01', false],
  ])('today %s: %s in bounds is %s (the API refuses the others)', (today, date, expected) => {
    expect(isInPlannerBounds(today, date)).toBe(expected);
  });
});

describe('URL <-> date', () => {
  it.each([
    ['2026-11-24', 0, 2, '2026-11-24'],
    ['2026-11-24', 0, 1, '2026-11-23'],
    ['2026-11-24', 0, 0, '2026-11-29'],
    ['2026-11-24', -4, 1, '2026-10-26'],
    ['2026-11-24', -1, 0, '2026-11-22'],
    ['2026-11-29', 0, 1, '2026-11-23'],
    ['2026-11-29', 1, 1, '2026-11-30'],
    ['2026-12-31', 1, 1, '2027-01-04'],
    ['2026-12-31', 4, 0, '2027-01-31'],
    ['2026-12-31', -4, 1, '2026-11-30'],
    ['2028-02-28', 0, 2, '2028-02-29'],
  ])('today %s: /planner/%s/%s is %s, and back', (today, weeksFromCurrentWeek, dayIndex, date) => {
    const position = { weeksFromCurrentWeek, dayIndex: dayIndex as 0 };
    expect(dateForPlannerPosition(today, position)).toBe(date);
    expect(plannerPositionForDate(today, date)).toEqual(position);
    expect(plannerPath(position)).toBe(`/planner/${weeksFromCurrentWeek}/${dayIndex}`);
  });
});

describe('resolvePlannerUrl: a bad URL moves to the nearest valid day', () => {
  it.each([
    // today Tuesday 24 Nov 2026: earliest Mon 26 Oct, latest Sun 29 Nov.
    ['2026-11-24', undefined, undefined, 0, 2, '2026-11-24', true],
    ['2026-11-24', '0', '2', 0, 2, '2026-11-24', false],
    ['2026-11-24', '-4', '1', -4, 1, '2026-10-26', false],
    ['2026-11-24', '-4', '0', -4, 0, '2026-11-01', false],
    ['2026-11-24', '-5', '3', -4, 1, '2026-10-26', true],
    ['2026-11-24', '-99999999', '3', -4, 1, '2026-10-26', true],
    ['2026-11-24', '1', '1', 0, 0, '2026-11-29', true],
    ['2026-11-24', '99999999', '3', 0, 0, '2026-11-29', true],
    ['2026-11-24', '0', '9', 0, 6, '2026-11-28', true],
    ['2026-11-24', '0', '-1', 0, 0, '2026-11-29', true],
    ['2026-11-24', 'abc', 'x', 0, 2, '2026-11-24', true],
    ['2026-11-24', '2.5', '1', 0, 1, '2026-11-23', true],
    ['2026-11-24', '-1', '01', -1, 1, '2026-11-16', true],
    // today Friday 27 Nov 2026: latest Sun 27 Dec.
    ['2026-11-27', '1', '3', 1, 3, '2026-12-02', false],
    ['2026-11-27', '4', '0', 4, 0, '2026-12-27', false],
    ['2026-11-27', '5', '1', 4, 0, '2026-12-27', true],
    // today Thursday 31 Dec 2026, across the year end.
    ['2026-12-31', '4', '0', 4, 0, '2027-01-31', false],
    ['2026-12-31', '5', '1', 4, 0, '2027-01-31', true],
  ])(
    'today %s, /planner/%s/%s -> /planner/%s/%s (%s), corrected %s',
    (today, weeks, day, weeksFromCurrentWeek, dayIndex, date, corrected) => {
      expect(resolvePlannerUrl(today, weeks, day)).toEqual({ weeksFromCurrentWeek, dayIndex, date, corrected });
    },
  );
});

describe('stepWeek: the week arrows', () => {
  it.each([
    ['Tuesday, forward from today', '2026-11-24', '2026-11-24', 1, { kind: 'future-notice' }],
    ['Wednesday, forward from Sunday', '2026-11-25', '2026-11-29', 1, { kind: 'future-notice' }],
    ['Monday, forward from Monday', '2026-11-23', '2026-11-23', 1, { kind: 'future-notice' }],
    [
      'Tuesday, back a week',
      '2026-11-24',
      '2026-11-24',
      -1,
      { kind: 'moved', date: '2026-11-17', position: { weeksFromCurrentWeek: -1, dayIndex: 2 }, futureWeek: false },
    ],
    [
      'Tuesday, back to the limit',
      '2026-11-24',
      '2026-11-02',
      -1,
      { kind: 'moved', date: '2026-10-26', position: { weeksFromCurrentWeek: -4, dayIndex: 1 }, futureWeek: false },
    ],
    ['Tuesday, back past the limit', '2026-11-24', '2026-10-28', -1, { kind: 'at-limit' }],
    [
      'Thursday, forward',
      '2026-11-26',
      '2026-11-26',
      1,
      { kind: 'moved', date: '2026-12-03', position: { weeksFromCurrentWeek: 1, dayIndex: 4 }, futureWeek: true },
    ],
    [
      'Sunday, forward (Sunday is after Thursday in a Monday week)',
      '2026-11-29',
      '2026-11-29',
      1,
      { kind: 'moved', date: '2026-12-06', position: { weeksFromCurrentWeek: 1, dayIndex: 0 }, futureWeek: true },
    ],
    [
      'Thursday, forward into the last, partly allowed week',
      '2026-11-26',
      '2026-12-20',
      1,
      { kind: 'moved', date: '2026-12-26', position: { weeksFromCurrentWeek: 4, dayIndex: 6 }, futureWeek: true },
    ],
    ['Thursday, forward past the month', '2026-11-26', '2026-12-24', 1, { kind: 'at-limit' }],
    [
      'Friday at year end, forward into January',
      '2027-01-01',
      '2027-01-01',
      1,
      { kind: 'moved', date: '2027-01-08', position: { weeksFromCurrentWeek: 1, dayIndex: 5 }, futureWeek: true },
    ],
    [
      'Saturday, back from next week to this one',
      '2026-11-28',
      '2026-12-02',
      -1,
      { kind: 'moved', date: '2026-11-25', position: { weeksFromCurrentWeek: 0, dayIndex: 3 }, futureWeek: false },
    ],
  ] as const)('%s', (_name, today, selected, direction, expected) => {
    expect(stepWeek(today, selected, direction)).toEqual(expected);
  });
});

describe('plannerHeader', () => {
  it.each([
    ['2026-09-10', '2026-09-10', PLANNER_TODAY_HEADER],
    ['2026-09-10', '2026-09-11', 'Sept'],
    ['2026-09-30', '2026-10-01', 'Oct'],
    ['2026-12-31', '2027-01-01', 'Jan'],
    ['2026-11-24', '2026-11-23', 'Nov'],
  ])('today %s, selected %s: %s', (today, selected, expected) => {
    expect(plannerHeader(today, selected)).toBe(expected);
  });

  it('reads Planner • Today', () => {
    expect(PLANNER_TODAY_HEADER).toBe('Planner • Today');
  });

  it.each(MONTH_ABBREVIATIONS.map((name, index) => [index + 1, name] as const))('month %s reads %s', (month, name) => {
    expect(plannerHeader('2026-01-01', `2027-${String(month).padStart(2, '0')}-15`)).toBe(name);
  });

  it('uses the standard abbreviations with September as Sept', () => {
    expect(MONTH_ABBREVIATIONS).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec']);
  });
});

describe('weekStrip', () => {
  it('lists Monday to Sunday with dayIndex 1..6 then 0, today marked', () => {
    const strip = weekStrip('2026-11-24', '2026-11-24');
    expect(strip.map((day) => [day.date, day.dayIndex, day.isToday])).toEqual([
      ['2026-11-23', 1, false],
      ['2026-11-24', 2, true],
      ['2026-11-25', 3, false],
      ['2026-11-26', 4, false],
      ['2026-11-27', 5, false],
      ['2026-11-28', 6, false],
      ['2026-11-29', 0, false],
    ]);
    expect(strip.every((day) => day.inBounds)).toBe(true);
  });

  it('marks the days past "about one month" as out of bounds', () => {
    const strip = weekStrip('2026-11-26', '2026-12-24');
    expect(strip.filter((day) => !day.inBounds).map((day) => day.date)).toEqual(['2026-12-27']);
  });
});

describe('the browser’s own day and zone, without Intl’s start-up', () => {
  const processZone = process.env.TZ;
  afterEach(() => {
    if (processZone === undefined) delete process.env.TZ;
    else process.env.TZ = processZone;
    vi.unstubAllGlobals();
  });

  it.each([
    ['Australia/Sydney', '2026-10-03T13:59:00Z'],
    ['Australia/Sydney', '2026-10-03T14:00:00Z'],
    ['Pacific/Kiritimati', '2026-11-29T09:59:00Z'],
    ['Pacific/Kiritimati', '2026-11-29T10:00:00Z'],
    ['Pacific/Pago_Pago', '2026-11-30T10:59:00Z'],
    ['Europe/London', '2026-03-29T23:00:00Z'],
    ['America/New_York', '2027-01-01T04:30:00Z'],
    ['America/Los_Angeles', '2026-02-01T07:59:00Z'],
    ['UTC', '2026-12-31T23:59:59Z'],
  ])('in %s at %s, browserToday is todayInZone of that zone', (zone, instant) => {
    process.env.TZ = zone;
    expect(browserTimeZone()).toBe(zone);
    expect(browserToday(new Date(instant))).toBe(todayInZone(new Date(instant), zone));
  });

  it('reads the zone from Temporal where the browser has it', () => {
    process.env.TZ = 'UTC';
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Australia/Perth' } });
    expect(browserTimeZone()).toBe('Australia/Perth');
  });
});
