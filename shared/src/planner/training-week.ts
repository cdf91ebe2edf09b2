import { addDays, weekStartOf, type CalendarDate } from './calendar.ts';

/**
 * What she trained, counted one way everywhere (issue 42: the completion screen and the member
 * home): a workout counts once on each day she completed it, however she recorded it (the player,
 * from a program, the planner or the library; or the planner's Complete). Pure: the API feeds it
 * the rows, the pages show what it answers.
 */
export interface TrainedWorkout {
  date: CalendarDate;
  contentId: number;
}

/** A workout planned on a day of her week, and whether the planner has it completed. */
export interface PlannedWorkout {
  date: CalendarDate;
  contentId: number;
  completed: boolean;
}

export interface WeekSoFar {
  /** The Monday of today's week. */
  startDate: CalendarDate;
  /** Workouts she completed on the days of this week (each workout once a day). */
  completed: number;
  /** Of those, the ones completed today. */
  completedToday: number;
  /** Workouts her planner holds for this week. */
  planned: number;
}

const key = (item: TrainedWorkout) => `${item.date}:${item.contentId}`;

/** Every workout she trained, each once a day: what she recorded and what the planner has completed. */
function trainedOnce(trained: readonly TrainedWorkout[], planned: readonly PlannedWorkout[]): TrainedWorkout[] {
  const all = [...trained, ...planned.filter((item) => item.completed)];
  return [...new Map(all.map((item) => [key(item), { date: item.date, contentId: item.contentId }])).values()];
}

/** Her week so far: what she completed this Monday-to-Sunday week (today included) against what was planned. */
export function weekSoFar(trained: readonly TrainedWorkout[], planned: readonly PlannedWorkout[], today: CalendarDate): WeekSoFar {
  const startDate = weekStartOf(today);
  const end = addDays(startDate, 6);
  const inWeek = (date: CalendarDate) => date >= startDate && date <= end;
  const done = trainedOnce(trained, planned).filter((item) => inWeek(item.date));
  return {
    startDate,
    completed: done.length,
    completedToday: done.filter((item) => item.date === today).length,
    planned: planned.filter((item) => inWeek(item.date)).length,
  };
}

/**
 * Her streak, in weeks: how many Monday-to-Sunday weeks in a row she met her weekly goal (that
 * many workouts in the week; issue 43), counting back from this week. `trainedDays` holds one
 * date per workout she trained (two on one day are two). This week counts once she has met the
 * goal in it; until then it is not over, so the streak still stands from last week. Rest days
 * never break it. Days after today (a clock put wrong) are not counted.
 */
export function weekStreak(trainedDays: readonly CalendarDate[], today: CalendarDate, goal = 1): number {
  const perWeek = new Map<CalendarDate, number>();
  for (const date of trainedDays) {
    if (date > today) continue;
    const week = weekStartOf(date);
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  const met = (week: CalendarDate) => (perWeek.get(week) ?? 0) >= goal;
  let week = weekStartOf(today);
  if (!met(week)) week = addDays(week, -7);
  let streak = 0;
  while (met(week)) {
    streak += 1;
    week = addDays(week, -7);
  }
  return streak;
}

/** The counts of workouts that are milestones (issue 43): her first, then 10, 25, 50 and on. */
export const WORKOUT_MILESTONES = [1, 10, 25, 50, 100, 250, 500, 1000] as const;

export interface WorkoutMilestones {
  /** Every workout she has trained, each once a day. */
  total: number;
  /** The highest milestone she has reached; null before her first workout. */
  reached: number | null;
  /** The milestone she reached today, if one: what the completion screen celebrates. */
  reachedToday: number | null;
  /** The next one, and how many workouts it is away; null past the last. */
  next: { count: number; left: number } | null;
}

/** Where she stands against the milestones: `total` workouts in all, `today` of them today. */
export function workoutMilestones(total: number, today: number): WorkoutMilestones {
  const reached = WORKOUT_MILESTONES.filter((count) => count <= total).at(-1) ?? null;
  const before = total - today;
  const reachedToday = reached !== null && reached > before ? reached : null;
  const next = WORKOUT_MILESTONES.find((count) => count > total);
  return { total, reached, reachedToday, next: next === undefined ? null : { count: next, left: next - total } };
}
