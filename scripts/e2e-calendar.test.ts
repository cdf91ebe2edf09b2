import { describe, expect, it } from 'vitest';
import { calendarDays } from './e2e-calendar.mjs';

describe('calendarDays: next week, Monday to Sunday, then a month’s last day', () => {
  it.each([
    // From a Thursday: next week, and this month's end (not among them).
    [
      '2026-12-03T13:00:00Z',
      ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13', '2026-12-31'],
    ],
    // From a Monday: the Monday a week on, never today.
    [
      '2026-11-30T23:59:00Z',
      ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13', '2026-11-30'],
    ],
    // From a Sunday: the next day starts next week.
    [
      '2026-12-06T00:00:00Z',
      ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13', '2026-12-31'],
    ],
    // This month's end falls in next week: the next month's end instead (a leap February).
    [
      '2028-02-22T08:00:00Z',
      ['2028-02-28', '2028-02-29', '2028-03-01', '2028-03-02', '2028-03-03', '2028-03-04', '2028-03-05', '2028-03-31'],
    ],
  ])('from %s', (now, days) => {
    expect(calendarDays(new Date(now))).toEqual(days);
  });

  it('names each weekday once', () => {
    const week = calendarDays(new Date('2026-12-03T13:00:00Z')).slice(0, 7);
    expect(new Set(week.map((day) => new Date(`${day}T00:00:00Z`).getUTCDay())).size).toBe(7);
  });
});
