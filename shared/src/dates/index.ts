/**
 * @app/shared/dates: the one set of date helpers, over dayjs. In the browser it is a shared
 * module (SHARED_STATE_ENTRIES): the dayjs instance with its plugins installed is one per page,
 * like Redux Toolkit inside the store entry. Import it by this name, never dayjs itself.
 */
export { calendarDay, CALENDAR_DATE_FORMAT, instant, localInstant, MONTH_ABBREVIATIONS, type CalendarDate } from './dayjs.ts';
export { calendarDaysBetween, isValidTimeZone, localClock, localDate } from './time-zone.ts';
export { dayMonthYear, dayMonthYearAtOffset, fullDate, fullDateAt, fullDateTimeAt, longDate, type DateRegion } from './format.ts';
