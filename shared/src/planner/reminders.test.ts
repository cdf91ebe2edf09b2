import { describe, expect, it } from 'vitest';
import { reminderChoiceError, reminderDueOn } from './reminders.ts';

const at = (iso: string) => Date.parse(iso);

describe('reminderDueOn: her day and her hour, on her clock, across daylight saving', () => {
  const weekdays7am = { days: [1, 2, 3, 4, 5], hour: 7 };
  it.each<[string, string, string, { days: number[]; hour: number }, string | null]>([
    ['Sydney, Monday 07:10 AEDT', 'Australia/Sydney', '2026-12-06T20:10:00Z', weekdays7am, '2026-12-07'],
    ['Sydney, Monday 08:10: not her hour', 'Australia/Sydney', '2026-12-06T21:10:00Z', weekdays7am, null],
    ['Sydney, Sunday 07:10: not her day', 'Australia/Sydney', '2026-12-05T20:10:00Z', weekdays7am, null],
    // Sydney's clocks go back on Sunday 4 April 2027: 07:00 on Monday 5 April is 21:00 UTC, an hour later than in March.
    ['Sydney after the clocks went back: 07:30 AEST', 'Australia/Sydney', '2027-04-04T21:30:00Z', weekdays7am, '2027-04-05'],
    ['Sydney after the clocks went back: 20:30 UTC is 06:30 there', 'Australia/Sydney', '2027-04-04T20:30:00Z', weekdays7am, null],
    // London's clocks go forward on Sunday 28 March 2027.
    ['London, Friday 26 March 07:05 GMT', 'Europe/London', '2027-03-26T07:05:00Z', weekdays7am, '2027-03-26'],
    ['London, Monday 29 March 07:05 BST is 06:05 UTC', 'Europe/London', '2027-03-29T06:05:00Z', weekdays7am, '2027-03-29'],
    ['London, Monday 29 March 07:05 UTC is 08:05 there', 'Europe/London', '2027-03-29T07:05:00Z', weekdays7am, null],
    // New York's clocks go back on Sunday 1 November 2026.
    ['New York, Sunday 1 November 18:00 EST', 'America/New_York', '2026-11-01T23:00:00Z', { days: [7], hour: 18 }, '2026-11-01'],
    ['New York, Saturday 31 October 18:00 EDT', 'America/New_York', '2026-10-31T22:00:00Z', { days: [6], hour: 18 }, '2026-10-31'],
    // Late on her clock while it is already the next day in UTC: her day is what counts.
    ['New York, Monday 21:45 is Tuesday in UTC', 'America/New_York', '2026-12-08T02:45:00Z', { days: [1], hour: 21 }, '2026-12-07'],
  ])('%s', (_, zone, now, choice, expected) => {
    expect(reminderDueOn(choice, zone, at(now))).toBe(expected);
  });
});

describe('reminderChoiceError: what a choice may be', () => {
  it.each<[{ days: number[]; hour: number }, string | null]>([
    [{ days: [1, 3, 5], hour: 7 }, null],
    [{ days: [7], hour: 6 }, null],
    [{ days: [1, 2, 3, 4, 5, 6, 7], hour: 21 }, null],
    [{ days: [], hour: 7 }, 'Choose at least one day for your reminders.'],
    [{ days: [0], hour: 7 }, 'Each reminder day must be a day of the week, once.'],
    [{ days: [8], hour: 7 }, 'Each reminder day must be a day of the week, once.'],
    [{ days: [2, 2], hour: 7 }, 'Each reminder day must be a day of the week, once.'],
    [{ days: [1], hour: 3 }, 'Reminders go out between 6:00 and 21:00 your time.'],
    [{ days: [1], hour: 22 }, 'Reminders go out between 6:00 and 21:00 your time.'],
    [{ days: [1], hour: 5 }, 'Reminders go out between 6:00 and 21:00 your time.'],
    [{ days: [1], hour: 7.5 }, 'Reminders go out between 6:00 and 21:00 your time.'],
  ])('%j: %s', (choice, expected) => {
    expect(reminderChoiceError(choice)).toBe(expected);
  });
});
