/**
 * The project's one date library, dayjs, set up once with the official plugins it uses: utc (a
 * calendar day is a UTC midnight, so the browser's own zone never shifts it), timezone (a day as a
 * wall clock in an IANA zone sees it) and isoWeek (Monday-to-Sunday weeks, Thursday = 4). Every
 * date rule of the apps and the API goes through the helpers of this folder, the @app/shared/dates
 * entry: one shared module in the page (shared/build/shared-singletons.ts), so dayjs and its
 * plugins load once, installed once, for the shell and every remote.
 *
 * Not customParseFormat: its one use would be refusing 2026-02-30, which the round trip in
 * calendarDay does as well, and it is 1.9 KB gz (a third of dayjs with the other plugins) in the
 * shell's entry, which needs the calendar for its first reads.
 */
/* eslint-disable no-restricted-imports -- the one module that imports dayjs and its plugins */
import dayjs, { type Dayjs } from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
/* eslint-enable no-restricted-imports */

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(isoWeek);

/** A calendar day, YYYY-MM-DD. */
export type CalendarDate = string;

export const CALENDAR_DATE_FORMAT = 'YYYY-MM-DD';

/** SPEC section 9: standard month abbreviations, September as "Sept". */
export const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/**
 * The app's English: dayjs's own "en" with SPEC 9's month abbreviations (its "Sep" becomes
 * "Sept") and Monday as the first day of the week. Registered by name, never made global.
 */
const APP_LOCALE = 'en-kindred';
const english = dayjs.Ls.en!;
dayjs.locale({ ...english, name: APP_LOCALE, monthsShort: [...MONTH_ABBREVIATIONS], weekStart: 1 }, undefined, true);

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar day `date` (YYYY-MM-DD, strictly) as a dayjs at UTC midnight; invalid when it is
 * not a real day (2026-02-30 would roll over to 2 March, so it does not read back the same).
 */
export function calendarDay(date: CalendarDate): Dayjs {
  const day = dayjs.utc(DATE_PATTERN.test(date) ? date : Number.NaN).locale(APP_LOCALE);
  return day.isValid() && day.format(CALENDAR_DATE_FORMAT) === date ? day : dayjs.utc(Number.NaN);
}

/** An instant (ms since the epoch, a Date or an ISO timestamp) in UTC, in the app's English. */
export function instant(at: number | Date | string): Dayjs {
  return dayjs.utc(at).locale(APP_LOCALE);
}

/** An instant read on the runtime's own wall clock (the browser's zone), in the app's English. */
export function localInstant(at: number | Date | string): Dayjs {
  return dayjs(at).locale(APP_LOCALE);
}

export { dayjs, type Dayjs };
