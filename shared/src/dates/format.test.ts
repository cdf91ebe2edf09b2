import { describe, expect, it } from 'vitest';
import { dayMonthYear, dayMonthYearAtOffset, fullDate, fullDateAt, fullDateTimeAt, longDate } from './format.ts';

describe('dayMonthYear', () => {
  it.each([
    ['2026-11-12', '12 Nov 2026'],
    ['2026-09-01', '1 Sept 2026'],
    ['2026-01-31T09:00:00Z', '31 Jan 2026'],
    ['2026-13-01', '2026-13-01'],
    ['not a date', 'not a date'],
  ])('%s -> %s', (iso, text) => {
    expect(dayMonthYear(iso)).toBe(text);
  });
});

describe('longDate, fullDate, fullDateAt, dayMonthYearAtOffset', () => {
  it.each([
    ['2026-11-19', 'Thursday 19 November 2026'],
    ['2026-09-07', 'Monday 7 September 2026'],
  ])('longDate(%s) = %s', (date, text) => {
    expect(longDate(date)).toBe(text);
  });

  it.each([
    ['2026-12-07', 'AU', '7 December 2026'],
    ['2026-12-07', 'UK', '7 December 2026'],
    ['2026-12-07', 'US', 'December 7, 2026'],
  ] as const)('fullDate(%s, %s) = %s', (date, region, text) => {
    expect(fullDate(date, region)).toBe(text);
  });

  it.each([
    // 13:30 UTC on 1 March is already the 2nd in Sydney, still the 1st in New York.
    ['2026-03-01T13:30:00Z', 'Australia/Sydney', '2 March 2026'],
    ['2026-03-01T13:30:00Z', 'America/New_York', '1 March 2026'],
    ['2026-03-01T13:30:00Z', 'UTC', '1 March 2026'],
  ])('fullDateAt(%s) in %s = %s', (at, zone, text) => {
    expect(fullDateAt(at, 'AU', zone)).toBe(text);
  });

  it.each([
    ['2026-11-26T15:05:00Z', 'AU', 'Australia/Sydney', '27 November 2026, 2:05 am'],
    ['2026-11-26T15:05:00Z', 'UK', 'Europe/London', '26 November 2026, 3:05 pm'],
    ['2026-11-26T15:05:00Z', 'US', 'America/New_York', 'November 26, 2026, 10:05 am'],
    ['2026-09-01T00:00:00Z', 'UK', 'UTC', '1 September 2026, 12:00 am'],
  ] as const)('fullDateTimeAt(%s, %s) in %s = %s', (at, region, zone, text) => {
    expect(fullDateTimeAt(at, region, zone)).toBe(text);
  });

  it.each([
    ['2026-09-05T08:00:00.000Z', 0, '5 Sept 2026'],
    ['2026-11-23T23:30:00.000Z', 660, '24 Nov 2026'],
    ['2026-01-01T03:00:00.000Z', -300, '31 Dec 2025'],
  ])('dayMonthYearAtOffset(%s, %i) = %s', (at, offset, text) => {
    expect(dayMonthYearAtOffset(at, offset)).toBe(text);
  });
});
