import { describe, expect, it } from 'vitest';
import { dayMonthYear } from './day-month-year.ts';

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
