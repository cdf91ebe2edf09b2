import type { TrainingSummary } from '@app/shared/api-contract/planner';
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

/** A milestone's name: "your first workout", "10 workouts". */
const milestoneName = (count: number) => (count === 1 ? 'your first workout' : `${count} workouts`);

/**
 * What her milestones say (issue 43): the one reached today, celebrated; else the next and how far
 * it is. Programs she finished are counted beside them.
 */
export function milestoneText(milestones: TrainingSummary['milestones']): string {
  const programs = milestones.programsFinished > 0 ? ` ${countOf(milestones.programsFinished, 'program', 'programs')} finished.` : '';
  if (milestones.reachedToday !== null) return `New milestone: ${milestoneName(milestones.reachedToday)}!${programs}`;
  if (milestones.next === null) return `${milestones.total} workouts. Every milestone reached!${programs}`;
  const next = `Next milestone: ${milestoneName(milestones.next.count)}, ${milestones.next.left} to go.`;
  return milestones.reached === null
    ? `${next}${programs}`
    : `${countOf(milestones.total, 'workout', 'workouts')} so far. ${next}${programs}`;
}

/** Her weekly goal as the week stands: "2 of 3 workouts", then "Goal met: 3 workouts". */
export function goalText(completed: number, goal: number): string {
  if (completed >= goal) return `Goal met: ${countOf(completed, 'workout', 'workouts')}`;
  return `${completed} of ${countOf(goal, 'workout', 'workouts')}`;
}
