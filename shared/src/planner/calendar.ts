/**
 * The planner's calendar rules (SPEC sections 2, 4 and 9), shared by the planner page and the API
 * (which refuses a date out of bounds). Dates are calendar days written YYYY-MM-DD with no time of
 * day, handled with dayjs (shared/src/dates): "today" is worked out once, in the member's time zone,
 * and everything after it is day arithmetic, so daylight-saving changes can only matter when
 * finding today (see todayInZone).
 */

import { calendarDay, CALENDAR_DATE_FORMAT, isValidTimeZone, localDate, MONTH_ABBREVIATIONS, type CalendarDate } from '@app/shared/dates';

export { browserTimeZone, browserToday } from '../dates/browser-today.ts';
export { isValidTimeZone, MONTH_ABBREVIATIONS, type CalendarDate };

/** SPEC: dayIndex 0 = Sunday, 1-6 = Monday-Saturday (the same numbering as dayjs's day()). */
export type DayIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** SPEC section 9: the back limit, counted from the current week's Monday. */
export const PLANNER_BACK_LIMIT_DAYS = 28;
/** SPEC section 9: going past the current week is allowed from Thursday (ISO weekday 4). */
export const PLANNER_FORWARD_FROM_DAY = 4;
/** The header on today's date. */
export const PLANNER_TODAY_HEADER = 'Planner • Today';

/** A day that must be one: RangeError otherwise. */
function day(date: CalendarDate) {
  const value = calendarDay(date);
  if (!value.isValid()) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return value;
}

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  return calendarDay(value).isValid();
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return day(date).add(days, 'day').format(CALENDAR_DATE_FORMAT);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return day(to).diff(day(from), 'day');
}

export function dayIndexOf(date: CalendarDate): DayIndex {
  return day(date).day() as DayIndex;
}

/** The Monday of the Monday-to-Sunday (ISO) week holding `date`. */
export function weekStartOf(date: CalendarDate): CalendarDate {
  return day(date).startOf('isoWeek').format(CALENDAR_DATE_FORMAT);
}

/**
 * One calendar month after `date`, kept to the last day of a shorter month (dayjs's month
 * arithmetic): 15 Mar -> 15 Apr, 31 Jan -> 28 Feb (29 in a leap year), 31 Dec -> 31 Jan.
 */
export function addOneMonth(date: CalendarDate): CalendarDate {
  return day(date).add(1, 'month').format(CALENDAR_DATE_FORMAT);
}

/**
 * The calendar day it is at `instant` in `timeZone` (an IANA name such as "Australia/Sydney", as
 * the API gets it from the Timezone header). Throws a RangeError for an unknown zone.
 */
export function todayInZone(instant: Date, timeZone: string): CalendarDate {
  return localDate(instant, timeZone);
}

/** What a given "today" allows. */
export interface PlannerWindow {
  today: CalendarDate;
  /** Monday of the current week. */
  weekStart: CalendarDate;
  /** The first day she may open: 28 days before the current week's Monday (a Monday). */
  earliest: CalendarDate;
  /**
   * The last day she may open. Before Thursday: the current week's Sunday. From Thursday to
   * Sunday: "about one month from today", defined as one calendar month after today (addOneMonth).
   */
  latest: CalendarDate;
  /** Today is Thursday or later in the Monday-to-Sunday week (so Sunday counts as later). */
  canGoPastCurrentWeek: boolean;
}

export function plannerWindow(today: CalendarDate): PlannerWindow {
  const weekStart = weekStartOf(today);
  const canGoPastCurrentWeek = day(today).isoWeekday() >= PLANNER_FORWARD_FROM_DAY;
  return {
    today,
    weekStart,
    earliest: addDays(weekStart, -PLANNER_BACK_LIMIT_DAYS),
    latest: canGoPastCurrentWeek ? addOneMonth(today) : addDays(weekStart, 6),
    canGoPastCurrentWeek,
  };
}

export function isInPlannerBounds(today: CalendarDate, date: CalendarDate): boolean {
  const { earliest, latest } = plannerWindow(today);
  return date >= earliest && date <= latest;
}

export interface PlannerPosition {
  weeksFromCurrentWeek: number;
  dayIndex: DayIndex;
}

/** /planner/{weeksFromCurrentWeek}/{dayIndex} -> the day it names (bounds not applied). */
export function dateForPlannerPosition(today: CalendarDate, { weeksFromCurrentWeek, dayIndex }: PlannerPosition): CalendarDate {
  return addDays(weekStartOf(today), weeksFromCurrentWeek * 7 + ((dayIndex + 6) % 7));
}

/** A day -> its /planner/{weeksFromCurrentWeek}/{dayIndex} position. */
export function plannerPositionForDate(today: CalendarDate, date: CalendarDate): PlannerPosition {
  return { weeksFromCurrentWeek: daysBetween(weekStartOf(today), weekStartOf(date)) / 7, dayIndex: dayIndexOf(date) };
}

export function plannerPath({ weeksFromCurrentWeek, dayIndex }: PlannerPosition): string {
  return `/planner/${weeksFromCurrentWeek}/${dayIndex}`;
}

function clampDate(date: CalendarDate, { earliest, latest }: PlannerWindow): CalendarDate {
  if (date < earliest) return earliest;
  if (date > latest) return latest;
  return date;
}

export interface ResolvedPlannerUrl extends PlannerPosition {
  date: CalendarDate;
  /** The URL asked for something else: replace it with plannerPath(this). */
  corrected: boolean;
}

const INTEGER_PATTERN = /^-?\d+$/;

/**
 * The URL's two segments (as typed, possibly missing or junk) -> the valid day to show.
 * - Missing or not a whole number: weeksFromCurrentWeek 0 and dayIndex today's (the default
 *   /planner opens the current week and today).
 * - A whole dayIndex outside 0-6 is brought to the nearer end (-2 -> 0, 9 -> 6).
 * - A day outside the bounds moves to the nearest allowed day (the earliest or the latest).
 */
export function resolvePlannerUrl(
  today: CalendarDate,
  weeksSegment: string | undefined,
  daySegment: string | undefined,
): ResolvedPlannerUrl {
  const window = plannerWindow(today);
  const weeks = weeksSegment !== undefined && INTEGER_PATTERN.test(weeksSegment) ? Number(weeksSegment) : 0;
  const rawDay = daySegment !== undefined && INTEGER_PATTERN.test(daySegment) ? Number(daySegment) : dayIndexOf(today);
  const dayIndex = Math.min(6, Math.max(0, rawDay)) as DayIndex;
  // Far-off weeks are clamped before date arithmetic, so /planner/99999999/1 stays a valid date.
  const boundedWeeks = Math.max(-PLANNER_BACK_LIMIT_DAYS / 7 - 1, Math.min(weeks, 6));
  const date = clampDate(dateForPlannerPosition(today, { weeksFromCurrentWeek: boundedWeeks, dayIndex }), window);
  const position = plannerPositionForDate(today, date);
  const corrected = weeksSegment !== String(position.weeksFromCurrentWeek) || daySegment !== String(position.dayIndex);
  return { ...position, date, corrected };
}

export type WeekStep =
  | { kind: 'moved'; date: CalendarDate; position: PlannerPosition; futureWeek: boolean }
  /** Forward past the current week before Thursday: show "see next week's plan on Thursday". */
  | { kind: 'future-notice' }
  /** Nothing allowed in that direction. */
  | { kind: 'at-limit' };

/**
 * The previous (-1) or next (+1) week arrow from the selected day: the same weekday a week away,
 * or the nearest allowed day of that week when the weekday itself is out of bounds.
 */
export function stepWeek(today: CalendarDate, selected: CalendarDate, direction: -1 | 1): WeekStep {
  const window = plannerWindow(today);
  const target = addDays(selected, direction * 7);
  const targetWeekStart = weekStartOf(target);
  if (direction === 1 && targetWeekStart > window.weekStart && !window.canGoPastCurrentWeek) return { kind: 'future-notice' };
  const targetWeekEnd = addDays(targetWeekStart, 6);
  if (targetWeekEnd < window.earliest || targetWeekStart > window.latest) return { kind: 'at-limit' };
  const date = clampDate(target, window);
  const position = plannerPositionForDate(today, date);
  return { kind: 'moved', date, position, futureWeek: position.weeksFromCurrentWeek > 0 };
}

/** The header: 'Planner • Today' on today, otherwise the selected day's month ("Sept"). */
export function plannerHeader(today: CalendarDate, selected: CalendarDate): string {
  if (today === selected) return PLANNER_TODAY_HEADER;
  return day(selected).format('MMM');
}

/** The seven days of the Monday-to-Sunday week holding `date`, each with whether it may be opened. */
export function weekStrip(
  today: CalendarDate,
  date: CalendarDate,
): { date: CalendarDate; dayIndex: DayIndex; inBounds: boolean; isToday: boolean }[] {
  const start = weekStartOf(date);
  return Array.from({ length: 7 }, (_, offset) => {
    const day = addDays(start, offset);
    return { date: day, dayIndex: dayIndexOf(day), inBounds: isInPlannerBounds(today, day), isToday: day === today };
  });
}

/** Forward past the current week before Thursday (SPEC 4's future-notice request). */
export const PLANNER_FUTURE_NOTICE = "See next week's plan on Thursday.";

/** Whether the previous (-1) or next (+1) week arrow leads anywhere: "future-notice" when it would ask for the notice. */
export function weekArrowState(today: CalendarDate, selected: CalendarDate, direction: -1 | 1): 'enabled' | 'future-notice' | 'disabled' {
  const step = stepWeek(today, selected, direction);
  return step.kind === 'moved' ? 'enabled' : step.kind === 'future-notice' ? 'future-notice' : 'disabled';
}

/** "Mon", "Tue"... for the strip, and the full name for its accessible label. */
export function weekdayName(date: CalendarDate, short = false): string {
  return day(date).format(short ? 'ddd' : 'dddd');
}

/** "Thursday 19 Nov": a day as the planner names it (September as "Sept"). */
export function longDayLabel(date: CalendarDate): string {
  return day(date).format('dddd D MMM');
}
