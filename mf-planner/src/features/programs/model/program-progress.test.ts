import { describe, expect, it } from 'vitest';
import type { CourseProgress } from '@app/shared/api-contract/progress-service';
import type { ProgramSummary, ProgramWeek } from '@app/shared/api-contract/user-interaction';
import {
  dayName,
  isDone,
  keptWorkoutsLine,
  nextWorkout,
  percentDone,
  programsInOrder,
  progressLabel,
  scheduledWorkouts,
  weekSummary,
} from './program-progress.ts';

const workout = (contentId: number) => ({
  contentId,
  title: `Workout ${contentId}`,
  duration: 30,
  setType: 0 as const,
  urlPartial: `workout-${contentId}`,
});
const rest = (day: number) => ({ day, rest: true, workout: null });
const SCHEDULE: ProgramWeek[] = [
  // Given out of order on purpose: weeks and days are put in order.
  {
    week: 2,
    level: 'Beginner',
    focus: 'Build',
    days: [{ day: 3, rest: false, workout: workout(21) }, { day: 1, rest: false, workout: workout(20) }, rest(2)],
  },
  {
    week: 1,
    level: 'Beginner',
    focus: 'Start',
    days: [
      { day: 1, rest: false, workout: workout(10) },
      rest(2),
      { day: 3, rest: false, workout: workout(11) },
      rest(4),
      rest(5),
      rest(6),
      rest(7),
    ],
  },
];

const progress = (done: [number, number][], startWeek = 1): CourseProgress => ({
  programId: 1,
  status: 'in-progress',
  startWeek,
  weeks: 2,
  totalWorkouts: 4,
  completedWorkouts: done.length,
  completed: done.map(([week, day]) => ({ week, day, workoutId: 1, setType: 0, completedAt: '2026-11-20T08:00:00.000Z' })),
});

describe('program progress', () => {
  it('lists the scheduled workouts week by week, day by day, leaving out rest days', () => {
    expect(scheduledWorkouts(SCHEDULE).map((s) => [s.week, s.day, s.workout.contentId])).toEqual([
      [1, 1, 10],
      [1, 3, 11],
      [2, 1, 20],
      [2, 3, 21],
    ]);
  });

  it.each<[string, [number, number][], [number, number] | null]>([
    ['nothing done: the first workout', [], [1, 1]],
    ['the first done', [[1, 1]], [1, 3]],
    ['one skipped: the earliest not done', [[1, 3]], [1, 1]],
    [
      'week 1 done',
      [
        [1, 1],
        [1, 3],
      ],
      [2, 1],
    ],
    [
      'all done: none',
      [
        [1, 1],
        [1, 3],
        [2, 1],
        [2, 3],
      ],
      null,
    ],
  ])('next workout, %s', (_name, done, expected) => {
    const next = nextWorkout(SCHEDULE, progress(done));
    expect(next ? [next.week, next.day] : null).toEqual(expected);
  });

  it.each<[string, [number, number][], [number, number] | null]>([
    ['nothing done: the first workout of her start week', [], [2, 1]],
    ['week 1 left undone does not hold her back', [[2, 1]], [2, 3]],
    [
      'every workout from her start week done: none',
      [
        [2, 1],
        [2, 3],
      ],
      null,
    ],
  ])('started at week 2 (her stage’s week), next workout, %s', (_name, done, expected) => {
    const next = nextWorkout(SCHEDULE, progress(done, 2));
    expect(next ? [next.week, next.day] : null).toEqual(expected);
  });

  it('without progress the first workout is next and nothing is done', () => {
    expect(nextWorkout(SCHEDULE, undefined)?.workout.contentId).toBe(10);
    expect(isDone(undefined, 1, 1)).toBe(false);
  });

  it('a day is done by week and day, not by workout id', () => {
    expect(isDone(progress([[2, 1]]), 2, 1)).toBe(true);
    expect(isDone(progress([[2, 1]]), 1, 1)).toBe(false);
  });

  it.each([
    [0, 48, '0 of 48 workouts done', 0],
    [3, 48, '3 of 48 workouts done', 6],
    [48, 48, '48 of 48 workouts done', 100],
    [0, 0, '0 of 0 workouts done', 0],
  ])('%s of %s reads "%s" and is %s%', (completedWorkouts, totalWorkouts, label, percent) => {
    expect(progressLabel({ completedWorkouts, totalWorkouts })).toBe(label);
    expect(percentDone({ completedWorkouts, totalWorkouts })).toBe(percent);
  });

  it('says what a week holds', () => {
    expect(weekSummary(SCHEDULE[1]!)).toBe('2 workouts · 5 rest days');
    expect(weekSummary({ days: [{ day: 1, rest: false, workout: workout(1) }, rest(2)] })).toBe('1 workout · 1 rest day');
  });

  it.each([
    [1, 'Your 1 completed workout is kept: start again to carry on where you left off.'],
    [2, 'Your 2 completed workouts are kept: start again to carry on where you left off.'],
    [14, 'Your 14 completed workouts are kept: start again to carry on where you left off.'],
  ])('after leaving with %i completed: "%s"', (count, line) => {
    expect(keptWorkoutsLine(count)).toBe(line);
  });

  it.each([
    [1, 'Monday'],
    [7, 'Sunday'],
    [8, 'Day 8'],
  ])('day %s is %s', (day, name) => {
    expect(dayName(day)).toBe(name);
  });

  it('puts hers in progress first, in the order given, then the others in catalog order', () => {
    const all = [1, 2, 3, 4].map((id) => ({ id, title: `Program ${id}` }) as ProgramSummary);
    const { inProgress, others } = programsInOrder(all, [3, 1, 99]);
    expect(inProgress.map((program) => program.id)).toEqual([3, 1]);
    expect(others.map((program) => program.id)).toEqual([2, 4]);
  });
});
