import { describe, expect, it } from 'vitest';
import { PROGRAMS } from '../../../src/db/seed/content/programs.ts';
import { buildExercises } from '../../../src/catalog/training/exercises.ts';
import { DEFAULT_GENDER, buildPrograms } from '../../../src/catalog/training/programs.ts';
import { LEVELS, type Phase, type Workout } from '../../../src/catalog/training/types.ts';
import { buildWorkouts } from '../../../src/catalog/training/workouts.ts';

const workouts = buildWorkouts(buildExercises());
const workoutById = new Map(workouts.map((workout) => [workout.id, workout]));
const programs = buildPrograms(workouts);
const scheduled = (slug: string) => {
  const program = programs.find((item) => item.slug === slug)!;
  return program.schedule.map((week) => ({
    week,
    workouts: week.days.flatMap((day) => (day.workoutId ? [workoutById.get(day.workoutId)!] : [])),
  }));
};

describe('the programs', () => {
  it('are the 8 programs of the home page, in its order, with its ids, titles and lengths', () => {
    expect(programs.map((program) => [program.id, program.slug, program.title])).toEqual(
      PROGRAMS.map((seed) => [seed.id, seed.slug, seed.title]),
    );
    expect(programs.map((program) => program.weeks)).toEqual([12, 8, 6, 8, 6, 10, 36, 8]);
    const restore = programs.find((program) => program.slug === 'postnatal-restore')!;
    expect([restore.titleUK, restore.titleUS]).toEqual(['Postnatal Restore', 'Postpartum Restore']);
  });

  it.each([
    ['strength-and-tone', 'Strength & Tone'],
    ['hiit-burn', 'Weight Loss'],
    ['bump-to-birth', 'Pregnancy'],
    ['postnatal-restore', 'Postnatal'],
  ])('%s has the fitness goal %s, and every program is for women', (slug, goal) => {
    expect(programs.find((program) => program.slug === slug)!.fitnessGoal).toBe(goal);
    expect(programs.every((program) => program.gender === DEFAULT_GENDER && program.gender === 'Female')).toBe(true);
  });

  it('schedules 3 to 5 existing workouts in every 7-day week, the other days marked rest', () => {
    for (const program of programs) {
      expect(program.schedule.map((week) => week.week)).toEqual(Array.from({ length: program.weeks }, (_, index) => index + 1));
      for (const week of program.schedule) {
        expect(week.days.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
        for (const day of week.days) {
          expect(day.rest, `${program.slug} week ${week.week}`).toBe(day.workoutId === null);
          if (day.workoutId) expect(workoutById.has(day.workoutId), day.workoutId).toBe(true);
        }
        const sessions = week.days.filter((day) => !day.rest).length;
        expect(sessions, `${program.slug} week ${week.week}`).toBeGreaterThanOrEqual(3);
        expect(sessions).toBeLessThanOrEqual(5);
      }
    }
  });

  it('computes its equipment from the scheduled workouts', () => {
    for (const program of programs) {
      const needed = new Set(scheduled(program.slug).flatMap(({ workouts: items }) => items.flatMap((workout) => workout.equipment)));
      if (needed.size > 1) needed.delete('bodyweight');
      expect([...program.equipment].sort(), program.slug).toEqual([...needed].sort());
    }
  });

  it.each(['strength-and-tone', 'strong-foundations', 'hiit-burn', 'glute-lab', 'low-impact-flow', 'run-ready', 'postnatal-restore'])(
    '%s progresses: the level never drops, and the last week is harder than the first',
    (slug) => {
      const weeks = scheduled(slug);
      const levels = weeks.map(({ week }) => LEVELS.indexOf(week.level));
      expect(levels).toEqual([...levels].sort((a, b) => a - b));
      const minutes = (items: Workout[]) => items.reduce((sum, workout) => sum + workout.durationMinutes, 0);
      const first = weeks[0]!;
      const last = weeks[weeks.length - 1]!;
      const harder =
        levels[levels.length - 1]! > levels[0]! ||
        minutes(last.workouts) > minutes(first.workouts) ||
        last.workouts.some((workout) => workout.equipment.length > 1 && first.workouts.every((early) => early.equipment.length === 1));
      expect(harder).toBe(true);
    },
  );

  it('keeps the at-home programs at home and Glute Lab in the gym', () => {
    for (const slug of [
      'strength-and-tone',
      'strong-foundations',
      'hiit-burn',
      'low-impact-flow',
      'run-ready',
      'bump-to-birth',
      'postnatal-restore',
    ]) {
      expect(
        scheduled(slug).every(({ workouts: items }) => items.every((workout) => workout.setType === 0)),
        slug,
      ).toBe(true);
    }
    expect(scheduled('glute-lab').every(({ workouts: items }) => items.every((workout) => workout.setType === 1))).toBe(true);
    expect(
      scheduled('hiit-burn').every(({ workouts: items }) =>
        items.every((workout) => workout.equipment.every((id) => id === 'bodyweight' || id === 'mat')),
      ),
    ).toBe(true);
  });

  it('follows pregnancy trimester by trimester in Bump to Birth (program week 1 = pregnancy week 5)', () => {
    const trimesterOf = (pregnancyWeek: number): Phase =>
      pregnancyWeek <= 13 ? 'trimester1' : pregnancyWeek <= 27 ? 'trimester2' : 'trimester3';
    for (const { week, workouts: items } of scheduled('bump-to-birth')) {
      for (const workout of items) expect(workout.phase, `week ${week.week}`).toBe(trimesterOf(week.week + 4));
    }
  });

  it('uses only postpartum workouts in Postnatal Restore, with Core Reset moving on every week', () => {
    const weeks = scheduled('postnatal-restore');
    for (const { workouts: items } of weeks) expect(items.every((workout) => workout.phase === 'postpartum')).toBe(true);
    expect(weeks.map(({ workouts: items }) => items.find((workout) => workout.focus === 'core-reset')!.title)).toEqual(
      Array.from({ length: weeks.length }, (_, index) => `Core Reset: Week ${index + 1}`),
    );
  });
});
