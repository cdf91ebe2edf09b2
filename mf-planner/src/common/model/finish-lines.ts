import { daysBetween, weekdayName, type CalendarDate } from '@app/shared/planner/calendar';
import { countOf } from '@app/shared/text/plural';

/** Sets done of the workout's (each exercise of each round is one): "3 of 27 sets", "0 of 1 set". */
export const setsOfText = (done: number, total: number) => `${done} of ${countOf(total, 'set', 'sets')}`;

/** What she did, as the completion screen says it: "All 27 sets", "3 of 27 sets". */
export function setsText(done: number, total: number): string {
  if (total === 0) return 'No sets in this workout';
  if (done === total) return total === 1 ? 'Its 1 set' : `All ${total} sets`;
  return setsOfText(done, total);
}

/** Her streak in weeks: "1 week", "3 weeks in a row"; null before her first. */
export function streakText(weeks: number): string | null {
  if (weeks <= 0) return null;
  return weeks === 1 ? '1 week' : `${weeks} weeks in a row`;
}

/** Her week so far: "2 of 5 workouts"; "2 workouts" when nothing was planned. */
export function weekText(completed: number, planned: number): string {
  if (planned === 0) return countOf(completed, 'workout', 'workouts');
  return `${completed} of ${countOf(planned, 'workout', 'workouts')}`;
}

/** When her next session is, from today: "Tomorrow", "Rest tomorrow, then Thursday", "Rest until Monday next week". */
export function nextSessionWhen(today: CalendarDate, date: CalendarDate): string {
  const days = daysBetween(today, date);
  if (days <= 1) return 'Tomorrow';
  const day = days >= 7 ? `${weekdayName(date)} next week` : weekdayName(date);
  return days === 2 ? `Rest tomorrow, then ${day}` : `Rest until ${day}`;
}
