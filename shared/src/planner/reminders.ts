import { localClock, type CalendarDate } from '@app/shared/dates';

/**
 * Her workout reminders (issue 43): the days of the week and the hour she chose, on her own wall
 * clock. The hours are those of a waking day, so a reminder never lands at 3 a.m. her time.
 */
export const REMINDER_HOURS = { first: 6, last: 21 } as const;

/** ISO weekdays: 1 is Monday, 7 Sunday. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface ReminderChoice {
  /** ISO weekdays, each once. */
  days: number[];
  /** The hour on her clock, REMINDER_HOURS. */
  hour: number;
}

/** What is wrong with a choice, or null when it is one: the API's 400 and the form's message. */
export function reminderChoiceError(choice: ReminderChoice): string | null {
  const { days, hour } = choice;
  if (days.length === 0) return 'Choose at least one day for your reminders.';
  if (days.some((day) => !(ISO_WEEKDAYS as readonly number[]).includes(day)) || new Set(days).size !== days.length)
    return 'Each reminder day must be a day of the week, once.';
  if (!Number.isInteger(hour) || hour < REMINDER_HOURS.first || hour > REMINDER_HOURS.last)
    return `Reminders go out between ${REMINDER_HOURS.first}:00 and ${REMINDER_HOURS.last}:00 your time.`;
  return null;
}

/**
 * Whether her reminder is due at `at` in `timeZone`: today on her clock is one of her days and
 * it is her hour. Answers her calendar day (what makes it once a day) or null. Her zone's daylight
 * saving moves the instant, never the hour on her clock.
 */
export function reminderDueOn(choice: ReminderChoice, timeZone: string, at: number): CalendarDate | null {
  const clock = localClock(at, timeZone);
  return choice.days.includes(clock.isoWeekday) && clock.hour === choice.hour ? clock.date : null;
}

/** "7:00", "18:00": an hour as the form and the e-mail say it. */
export const hourLabel = (hour: number) => `${hour}:00`;
