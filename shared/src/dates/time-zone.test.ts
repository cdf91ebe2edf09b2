import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, localDate } from './time-zone.ts';

describe('localDate', () => {
  it.each([
    ['2026-03-01T12:30:00Z', 'UTC', '2026-03-01'],
    ['2026-03-01T12:30:00Z', 'Australia/Sydney', '2026-03-01'],
    ['2026-03-01T13:30:00Z', 'Australia/Sydney', '2026-03-02'],
    ['2026-03-01T02:00:00Z', 'America/New_York', '2026-02-28'],
    ['2026-12-31T23:59:59Z', 'Europe/London', '2026-12-31'],
  ])('%s in %s is %s', (at, zone, date) => {
    expect(localDate(Date.parse(at), zone)).toBe(date);
  });
});

describe('calendarDaysBetween', () => {
  it.each([
    ['2026-03-01T12:30:00Z', '2026-03-15T13:30:00Z', 'UTC', 14],
    ['2026-03-01T12:30:00Z', '2026-03-15T13:30:00Z', 'Australia/Sydney', 15],
    ['2026-03-01T12:30:00Z', '2026-03-01T12:31:00Z', 'UTC', 0],
    ['2026-03-02T00:00:00Z', '2026-03-01T23:00:00Z', 'UTC', -1],
    // Across a daylight-saving change (Sydney leaves DST on 5 April 2026).
    ['2026-04-01T00:00:00Z', '2026-04-10T00:00:00Z', 'Australia/Sydney', 9],
  ])('%s -> %s in %s: %i', (from, to, zone, days) => {
    expect(calendarDaysBetween(Date.parse(from), Date.parse(to), zone)).toBe(days);
  });
});
