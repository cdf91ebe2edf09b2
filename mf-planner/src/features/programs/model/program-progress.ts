import { countOf, plural } from '@app/shared/text/plural';
import type { CourseProgress } from '@app/shared/api-contract/progress-service';
import type { ProgramDay, ProgramSummary, ProgramWeek } from '@app/shared/api-contract/user-interaction';

/** 1 = Monday ... 7 = Sunday (the program schedule's days). */
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export function dayName(day: number): string {
  return DAY_NAMES[day - 1] ?? `Day ${day}`;
}

export type ScheduledWorkout = { week: number; day: number; workout: NonNullable<ProgramDay['workout']> };

/** Every scheduled workout, week by week and day by day. */
export function scheduledWorkouts(schedule: readonly ProgramWeek[]): ScheduledWorkout[] {
  return [...schedule]
    .sort((a, b) => a.week - b.week)
    .flatMap((week) =>
      [...week.days]
        .sort((a, b) => a.day - b.day)
        .flatMap((day) => (day.workout && !day.rest ? [{ week: week.week, day: day.day, workout: day.workout }] : [])),
    );
}

/** Days are completed by week and day (the same workout can come back in a later week). */
export function isDone(progress: CourseProgress | null | undefined, week: number, day: number): boolean {
  return Boolean(progress?.completed.some((done) => done.week === week && done.day === day));
}

/**
 * The first scheduled workout not done yet, from the week her start counts from (a stage's program
 * starts at the week written for her stage); null once every one of those is done.
 */
export function nextWorkout(schedule: readonly ProgramWeek[], progress: CourseProgress | null | undefined): ScheduledWorkout | null {
  const from = progress?.startWeek ?? 1;
  return (
    scheduledWorkouts(schedule).find((scheduled) => scheduled.week >= from && !isDone(progress, scheduled.week, scheduled.day)) ?? null
  );
}

/** "3 of 48 workouts done". */
export function progressLabel(progress: Pick<CourseProgress, 'completedWorkouts' | 'totalWorkouts'>): string {
  return `${progress.completedWorkouts} of ${progress.totalWorkouts} workouts done`;
}

/** Whole percent done, 0-100. */
export function percentDone(progress: Pick<CourseProgress, 'completedWorkouts' | 'totalWorkouts'>): number {
  if (progress.totalWorkouts <= 0) return 0;
  return Math.min(100, Math.round((progress.completedWorkouts / progress.totalWorkouts) * 100));
}

/** What she keeps after leaving a program: "Your 1 completed workout is kept: ...". */
export function keptWorkoutsLine(completedWorkouts: number): string {
  const kept = `${countOf(completedWorkouts, 'completed workout', 'completed workouts')} ${plural(completedWorkouts, 'is', 'are')} kept`;
  return `Your ${kept}: start again to carry on where you left off.`;
}

/** What a week holds: "4 workouts · 3 rest days". */
export function weekSummary(week: Pick<ProgramWeek, 'days'>): string {
  const workouts = week.days.filter((day) => day.workout && !day.rest).length;
  const rest = week.days.length - workouts;
  return `${countOf(workouts, 'workout', 'workouts')} · ${countOf(rest, 'rest day', 'rest days')}`;
}

/** /programs: hers in progress first (most recently started first, as the API orders them), then the others in catalog order. */
export function programsInOrder(
  all: readonly ProgramSummary[],
  inProgressIds: readonly number[],
): { inProgress: ProgramSummary[]; others: ProgramSummary[] } {
  const byId = new Map(all.map((program) => [program.id, program]));
  const inProgress = inProgressIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const doing = new Set(inProgress.map((program) => program.id));
  return { inProgress, others: all.filter((program) => !doing.has(program.id)) };
}
