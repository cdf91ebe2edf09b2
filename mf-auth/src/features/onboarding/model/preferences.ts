import { COOKS_FOR_RANGE, DEFAULT_WEEKLY_GOAL, isValidCooksFor, isValidWeeklyGoal, WEEKLY_GOAL_RANGE } from '@app/shared/validation';
import { countOf } from '@app/shared/text/plural';
import { COOKS_FOR_AS_RECIPE } from '@app/shared/validation/forms';

/** A saved choice id, or none when nothing (or something that is not an id) was saved. */
export function savedChoice(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

/** "Just me", "2 people"... */
export function cooksForLabel(count: number): string {
  return count === 1 ? 'Just me' : `${count} people`;
}

/** The cooks-for select: as each recipe serves, then one to twelve. */
export const COOKS_FOR_OPTIONS = [
  { value: COOKS_FOR_AS_RECIPE, label: 'As each recipe serves' },
  ...Array.from({ length: COOKS_FOR_RANGE.max - COOKS_FOR_RANGE.min + 1 }, (_, index) => {
    const count = COOKS_FOR_RANGE.min + index;
    return { value: count, label: cooksForLabel(count) };
  }),
];

/** The select's choice for what she saved (the API's null, or anything out of range: as each recipe serves). */
export function cooksForChoice(saved: unknown): number {
  return typeof saved === 'number' && isValidCooksFor(saved) ? saved : COOKS_FOR_AS_RECIPE;
}

/** What the API is sent for the select's choice. */
export function cooksForOfChoice(choice: number): number | null {
  return choice === COOKS_FOR_AS_RECIPE ? null : choice;
}

/** The weekly-goal select: 1 to 7 workouts a week. */
export const WEEKLY_GOAL_OPTIONS = Array.from({ length: WEEKLY_GOAL_RANGE.max - WEEKLY_GOAL_RANGE.min + 1 }, (_, index) => {
  const count = WEEKLY_GOAL_RANGE.min + index;
  return { value: count, label: `${countOf(count, 'workout', 'workouts')} a week` };
});

/** The select's choice for what she saved: her goal, or the default when she has not set one. */
export function weeklyGoalChoice(saved: unknown): number {
  return typeof saved === 'number' && isValidWeeklyGoal(saved) ? saved : DEFAULT_WEEKLY_GOAL;
}
