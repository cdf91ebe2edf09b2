import { describe, expect, it } from 'vitest';
import { longDayLabel, plannerHeader, resolvePlannerUrl, todayInZone, weekArrowState, weekdayName, weekStrip } from './calendar.ts';

describe('weekArrowState: the arrows for each weekday as today, from today', () => {
  it.each([
    ['Monday', '2026-11-23', 'enabled', 'future-notice'],
    ['Tuesday', '2026-11-24', 'enabled', 'future-notice'],
    ['Wednesday', '2026-11-25', 'enabled', 'future-notice'],
    ['Thursday', '2026-11-26', 'enabled', 'enabled'],
    ['Friday', '2026-11-27', 'enabled', 'enabled'],
    ['Saturday', '2026-11-28', 'enabled', 'enabled'],
    ['Sunday', '2026-11-29', 'enabled', 'enabled'],
  ] as const)('%s %s: back %s, forward %s', (_name, today, back, forward) => {
    expect(weekArrowState(today, today, -1)).toBe(back);
    expect(weekArrowState(today, today, 1)).toBe(forward);
  });

  it.each([
    ['back at the oldest week', '2026-11-24', '2026-10-27', -1, 'disabled'],
    ['forward in the last week of the month ahead', '2026-11-27', '2026-12-22', 1, 'disabled'],
    ['forward across the year end', '2026-12-31', '2027-01-02', 1, 'enabled'],
    ['forward from last week before Thursday', '2026-11-24', '2026-11-17', 1, 'enabled'],
  ] as const)('%s (today %s, on %s, %i) is %s', (_name, today, selected, direction, expected) => {
    expect(weekArrowState(today, selected, direction)).toBe(expected);
  });
});

describe('the planner on the days the clocks change', () => {
  it.each([
    // Sydney goes to AEDT on Sunday 4 Oct 2026 at 02:00: 23:30 on Saturday UTC is already Sunday there.
    ['Australia/Sydney', '2026-10-03T14:30:00Z', '2026-10-04', 0, 'Planner • Today', '2026-09-28'],
    ['Australia/Sydney', '2026-04-05T13:30:00Z', '2026-04-05', 0, 'Planner • Today', '2026-03-30'],
    // London's clocks go forward on Sunday 29 March 2026 and back on Sunday 25 October 2026.
    ['Europe/London', '2026-03-29T23:30:00Z', '2026-03-30', 1, 'Planner • Today', '2026-03-30'],
    ['Europe/London', '2026-10-25T23:30:00Z', '2026-10-25', 0, 'Planner • Today', '2026-10-19'],
    // New York: Sunday 8 March and Sunday 1 November 2026.
    ['America/New_York', '2026-03-09T03:30:00Z', '2026-03-08', 0, 'Planner • Today', '2026-03-02'],
    ['America/New_York', '2026-11-02T04:30:00Z', '2026-11-01', 0, 'Planner • Today', '2026-10-26'],
  ])('%s at %s: /planner opens %s (dayIndex %i), header %s, strip from %s', (zone, instant, date, dayIndex, header, monday) => {
    const today = todayInZone(new Date(instant), zone);
    const resolved = resolvePlannerUrl(today, undefined, undefined);
    expect(resolved).toMatchObject({ date, dayIndex, weeksFromCurrentWeek: 0, corrected: true });
    expect(plannerHeader(today, resolved.date)).toBe(header);
    expect(weekStrip(today, resolved.date)[0]!.date).toBe(monday);
  });
});

describe('day names', () => {
  it.each([
    ['2026-11-23', 'Monday', 'Mon', 'Monday 23 Nov'],
    ['2026-11-24', 'Tuesday', 'Tue', 'Tuesday 24 Nov'],
    ['2026-11-25', 'Wednesday', 'Wed', 'Wednesday 25 Nov'],
    ['2026-11-26', 'Thursday', 'Thu', 'Thursday 26 Nov'],
    ['2026-11-27', 'Friday', 'Fri', 'Friday 27 Nov'],
    ['2026-11-28', 'Saturday', 'Sat', 'Saturday 28 Nov'],
    ['2026-11-29', 'Sunday', 'Sun', 'Sunday 29 Nov'],
    ['2026-09-01', 'Tuesday', 'Tue', 'Tuesday 1 Sept'],
    ['2027-01-01', 'Friday', 'Fri', 'Friday 1 Jan'],
  ])('%s is %s (%s), labelled %s', (date, name, short, label) => {
    expect(weekdayName(date)).toBe(name);
    expect(weekdayName(date, true)).toBe(short);
    expect(longDayLabel(date)).toBe(label);
  });
});
