import { calendarDay, instant, localInstant, type CalendarDate } from './dayjs.ts';
import { localDate } from './time-zone.ts';

/** The app's day formats (dayjs tokens, in the app's English: September as "Sept" in MMM). */
const FORMATS = {
  /** "12 Nov 2026" (SPEC section 9's month abbreviations). */
  dayMonthYear: 'D MMM YYYY',
  /** "Thursday 19 November 2026". */
  long: 'dddd D MMMM YYYY',
} as const;

/** "7 December 2026" as each region writes it: the United States puts the month first. */
const FULL_DATE_FORMATS = { AU: 'D MMMM YYYY', UK: 'D MMMM YYYY', US: 'MMMM D, YYYY' } as const;
export type DateRegion = keyof typeof FULL_DATE_FORMATS;

/**
 * "12 Nov 2026" from "2026-11-12" or a timestamp that starts with that date (SPEC section 9:
 * standard month abbreviations, September as "Sept"). Anything else is returned as it is.
 */
export function dayMonthYear(isoDate: string): string {
  const day = calendarDay(isoDate.slice(0, 10));
  return day.isValid() ? day.format(FORMATS.dayMonthYear) : isoDate;
}

/** "Thursday 19 November 2026". */
export function longDate(date: CalendarDate): string {
  return calendarDay(date).format(FORMATS.long);
}

/** "7 December 2026" ("December 7, 2026" in the US) for a calendar day. */
export function fullDate(date: CalendarDate, region: DateRegion = 'AU'): string {
  return calendarDay(date).format(FULL_DATE_FORMATS[region]);
}

/**
 * "7 December 2026" for an instant, on the calendar of `timeZone` (the runtime's own zone when
 * absent), written as `region` writes dates.
 */
export function fullDateAt(at: number | Date | string, region: DateRegion = 'AU', timeZone?: string): string {
  const moment = instant(at);
  return fullDate(timeZone ? localDate(moment.valueOf(), timeZone) : moment.local().format('YYYY-MM-DD'), region);
}

/**
 * "7 December 2026, 3:05 pm" ("December 7, 2026, 3:05 pm" in the US) for an instant, on the wall
 * clock of `timeZone` (the runtime's own zone when absent): a moment within the day, such as when
 * an override ends.
 */
export function fullDateTimeAt(at: number | Date | string, region: DateRegion = 'AU', timeZone?: string): string {
  const moment = timeZone ? instant(at).tz(timeZone) : localInstant(at);
  return moment.format(`${FULL_DATE_FORMATS[region]}, h:mm a`);
}

/** "23 Nov 2026" for an instant on a wall clock `offsetMinutes` ahead of UTC. */
export function dayMonthYearAtOffset(at: number | Date | string, offsetMinutes: number): string {
  return instant(at).utcOffset(offsetMinutes).format(FORMATS.dayMonthYear);
}
