/**
 * The browser's time zone and today in it, for the shell's entry and its inline scripts:
 * these run before any remote (and before dayjs, a shared module loaded with the first page that
 * needs it), so they read the Date's own local fields rather than add dayjs to every page's first
 * load. Everything past "today" goes through the dayjs helpers of this folder.
 */
import type { CalendarDate } from './dayjs.ts';

type TemporalNow = { Now: { timeZoneId(): string } };

/**
 * The browser's time zone, as the Timezone header sends it. Temporal reads it in well under a
 * millisecond; the first Intl.DateTimeFormat of a page loads the browser's date-formatting data,
 * which took 45-150 ms of a member page's start-up on a phone-speed CPU (4x throttled Chromium).
 */
export function browserTimeZone(): string {
  const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
  return temporal?.Now.timeZoneId() || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The day it is at `instant` in the browser's own time zone: todayInZone(instant, browserTimeZone())
 * read from Date's local fields, which use the same zone, without Intl's start-up cost.
 */
export function browserToday(instant: Date = new Date()): CalendarDate {
  return `${instant.getFullYear()}-${twoDigits(instant.getMonth() + 1)}-${twoDigits(instant.getDate())}`;
}
