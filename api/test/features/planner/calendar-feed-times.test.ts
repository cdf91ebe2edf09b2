import { describe, expect, it } from 'vitest';
import { feedTimeZone, slotTimes, wallTimeInstant, type FeedSlot } from '../../../src/features/planner/calendar-feed-times.ts';

describe('the times her calendar shows each planned item', () => {
  it.each<[FeedSlot, number | null, string, string]>([
    ['breakfast', null, '07:30', '08:00'],
    ['workout', 45, '09:30', '10:15'],
    ['workout', null, '09:30', '10:00'],
    ['workout', 5, '09:30', '09:40'],
    ['workout', 200, '09:30', '11:30'],
    ['lunch', null, '12:30', '13:15'],
    ['snack', null, '15:30', '15:45'],
    ['dinner', 90, '18:30', '19:30'],
  ])('%s (duration %s) runs %s to %s', (slot, duration, start, end) => {
    const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const times = slotTimes(slot, duration);
    expect([clock(times.start), clock(times.end)]).toEqual([start, end]);
  });
});

describe('her zone', () => {
  it.each([
    ['Europe/London', 1, 'Europe/London'],
    ['America/Los_Angeles', 2, 'America/Los_Angeles'],
    [null, 1, 'Australia/Sydney'],
    [null, 2, 'Europe/London'],
    [null, 3, 'America/New_York'],
    [null, null, 'Australia/Sydney'],
    ['Not/AZone', 3, 'America/New_York'],
  ])('reported %s, region %s: %s', (reported, regionId, zone) => expect(feedTimeZone(reported, regionId)).toBe(zone));
});

describe('a wall-clock time on a day in her zone, across daylight-saving weeks', () => {
  it.each([
    // UK, clocks forward on Sunday 28 March 2027: her 09:30 workout moves an hour earlier in UTC.
    ['Europe/London', '2027-03-27', '09:30', '2027-03-27T09:30:00Z'],
    ['Europe/London', '2027-03-28', '09:30', '2027-03-28T08:30:00Z'],
    ['Europe/London', '2027-03-29', '07:30', '2027-03-29T06:30:00Z'],
    // US, clocks back on Sunday 1 November 2026.
    ['America/New_York', '2026-10-31', '18:30', '2026-10-31T22:30:00Z'],
    ['America/New_York', '2026-11-01', '07:30', '2026-11-01T12:30:00Z'],
    ['America/New_York', '2026-11-02', '09:30', '2026-11-02T14:30:00Z'],
    // AU (NSW), clocks back on Sunday 4 April 2027.
    ['Australia/Sydney', '2027-04-03', '09:30', '2027-04-02T22:30:00Z'],
    ['Australia/Sydney', '2027-04-04', '09:30', '2027-04-03T23:30:00Z'],
    // Midnight before a change, and a zone without one.
    ['Europe/London', '2027-03-28', '00:00', '2027-03-28T00:00:00Z'],
    ['Asia/Kolkata', '2027-03-28', '12:30', '2027-03-28T07:00:00Z'],
  ])('%s %s %s is %s', (zone, date, time, utc) => {
    const [hours, minutes] = time.split(':').map(Number) as [number, number];
    expect(new Date(wallTimeInstant(zone, date, hours * 60 + minutes)).toISOString()).toBe(new Date(utc).toISOString());
  });
});
