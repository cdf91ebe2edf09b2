import { describe, expect, it } from 'vitest';
import { buildExercises } from '../../../src/catalog/training/exercises.ts';
import { BIRTH_PREP_FOCUS, GENERAL_FOCUSES, PHASE_FOCUSES, PHASE_LABELS } from '../../../src/catalog/training/focuses.ts';
import { EQUIPMENT, equipmentById } from '../../../src/catalog/training/tables.ts';
import { PHASES, type EquipmentId, type Workout } from '../../../src/catalog/training/types.ts';
import { buildWorkouts } from '../../../src/catalog/training/workouts.ts';

const exercises = buildExercises();
const exerciseById = new Map(exercises.map((exercise) => [exercise.id, exercise]));
const workouts = buildWorkouts(exercises);
const workoutById = new Map(workouts.map((workout) => [workout.id, workout]));

const allExercises = (workout: Workout) =>
  workout.groups.flatMap((group) => group.exercises.map((item) => exerciseById.get(item.exerciseId)!));
const workExercises = (workout: Workout) =>
  workout.groups
    .filter((group) => group.kind === 'work')
    .flatMap((group) => group.exercises.map((item) => exerciseById.get(item.exerciseId)!));

describe('the workout catalog', () => {
  it('meets the copy claims: 600+ workouts, 130+ of them for pregnancy and postpartum, each phase well covered', () => {
    expect(workouts.length).toBeGreaterThanOrEqual(600);
    expect(workouts.filter((workout) => workout.phase !== null).length).toBeGreaterThanOrEqual(130);
    for (const phase of PHASES) expect(workouts.filter((workout) => workout.phase === phase).length, phase).toBeGreaterThanOrEqual(30);
  });

  it('has unique ids, content ids, titles and url partials', () => {
    for (const key of ['id', 'contentId', 'urlPartial'] as const)
      expect(new Set(workouts.map((workout) => workout[key])).size, key).toBe(workouts.length);
    expect(new Set(workouts.map((workout) => workout.title.toLowerCase())).size).toBe(workouts.length);
  });

  it('names real library exercises with a dose of the right kind, and unique ids inside each workout', () => {
    for (const workout of workouts) {
      const ids = workout.groups.flatMap((group) => [group.id, ...group.exercises.map((item) => item.id)]);
      expect(new Set(ids).size, workout.id).toBe(ids.length);
      for (const item of workout.groups.flatMap((group) => group.exercises)) {
        const exercise = exerciseById.get(item.exerciseId);
        expect(exercise?.name, `${workout.id} ${item.exerciseId}`).toBe(item.title);
        expect(item.contentId).toBe(exercise!.contentId);
        if (item.exerciseType === 'repetitions') expect([item.repetitions! >= 4, item.durationInSeconds], item.title).toEqual([true, null]);
        else expect([item.durationInSeconds! >= 10, item.repetitions], item.title).toEqual([true, null]);
        expect(item.rest).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('computes equipment from every exercise, targets from the work, and minutes from work and rest (3 s a rep, doubled per side)', () => {
    const tableOrder = EQUIPMENT.map((item) => item.id);
    for (const workout of workouts) {
      const needed = new Set<EquipmentId>(allExercises(workout).flatMap((exercise) => exercise.equipment));
      if (needed.size > 1) needed.delete('bodyweight');
      expect(workout.equipment, workout.id).toEqual(tableOrder.filter((id) => needed.has(id)));

      const targets = new Set(workExercises(workout).flatMap((exercise) => exercise.targets));
      expect([...workout.targets].sort(), workout.id).toEqual([...targets].sort());

      let seconds = 0;
      for (const group of workout.groups) {
        const round = group.exercises.reduce((sum, item) => {
          const once = item.exerciseType === 'repetitions' ? item.repetitions! * 3 : item.durationInSeconds!;
          return sum + (item.perSide ? 2 * once : once) + item.rest;
        }, 0);
        seconds += group.rounds * round + (group.rounds - 1) * group.restBetweenRounds;
      }
      expect(workout.durationMinutes, workout.id).toBe(Math.max(1, Math.round(seconds / 60)));
      const band =
        workout.durationMinutes < 15
          ? 'under-15'
          : workout.durationMinutes < 30
            ? '15-30'
            : workout.durationMinutes < 45
              ? '30-45'
              : '45-plus';
      expect(workout.durationBand, workout.id).toBe(band);
    }
  });

  it('spreads over every duration band', () => {
    for (const band of ['under-15', '15-30', '30-45', '45-plus'])
      expect(workouts.filter((workout) => workout.durationBand === band).length, band).toBeGreaterThanOrEqual(20);
  });

  it('hits the targets its focus promises', () => {
    const focuses = new Map([...GENERAL_FOCUSES, ...PHASE_FOCUSES, BIRTH_PREP_FOCUS].map((focus) => [focus.id, focus]));
    for (const workout of workouts) {
      const focus = focuses.get(workout.focus);
      if (!focus) continue;
      expect(
        focus.targets.filter((target) => !workout.targets.includes(target)),
        workout.id,
      ).toEqual([]);
    }
  });

  it('uses only exercises safe for its trimester or postpartum, at beginner or intermediate level', () => {
    for (const workout of workouts.filter((item) => item.phase !== null)) {
      const unsafe = allExercises(workout).filter((exercise) => !exercise.safeIn[workout.phase!]);
      expect(
        unsafe.map((exercise) => exercise.name),
        workout.id,
      ).toEqual([]);
      expect(workout.level).not.toBe('Advanced');
      expect(workout.title.startsWith(PHASE_LABELS[workout.phase!].label) || workout.title.startsWith('Core Reset'), workout.title).toBe(
        true,
      );
      expect(workout.listings).toContain('pregnancy');
    }
  });

  it('links every at-home workout to an in-gym version and back, or says why not', () => {
    for (const workout of workouts) {
      if (workout.linkedWorkoutId === null) {
        expect(workout.noLinkReason, workout.id).toMatch(/\w{3,}.*\./);
        continue;
      }
      const twin = workoutById.get(workout.linkedWorkoutId)!;
      expect(twin.linkedWorkoutId, workout.id).toBe(workout.id);
      expect(twin.setType).toBe(1 - workout.setType);
      expect([twin.focus, twin.level, twin.variant, twin.phase, twin.format]).toEqual([
        workout.focus,
        workout.level,
        workout.variant,
        workout.phase,
        workout.format,
      ]);
    }
    const gym = workouts.filter((workout) => workout.setType === 1);
    expect(gym.length).toBeGreaterThanOrEqual(250);
    expect(gym.every((workout) => workout.linkedWorkoutId !== null)).toBe(true);
  });

  it('does at-home workouts with home equipment only, and in-gym workouts with gym equipment', () => {
    for (const workout of workouts) {
      const places = allExercises(workout).map((exercise) => exercise.place);
      if (workout.setType === 0) {
        expect(places, workout.id).not.toContain('gym');
        expect(workout.listings).toContain('home');
      } else {
        expect(places, workout.id).not.toContain('home');
        expect(
          workExercises(workout).some((exercise) => exercise.place === 'gym'),
          workout.id,
        ).toBe(true);
        expect(workout.listings).toContain('gym');
      }
    }
  });

  it.each<[string, (id: EquipmentId) => boolean]>([
    ['Dumbbell', (id) => id === 'dumbbells'],
    ['Kettlebell', (id) => id === 'kettlebell'],
    ['Resistance Band', (id) => id === 'resistance-band' || id === 'mini-band'],
    ['Barbell', (id) => id === 'barbell'],
    ['Cable', (id) => id === 'cable-machine'],
    ['Machine', (id) => !equipmentById(id).atHome && id !== 'barbell' && id !== 'cable-machine'],
    ['Swiss Ball', (id) => id === 'swiss-ball'],
    ['Foam Roller', (id) => id === 'foam-roller'],
    ['Rower', (id) => id === 'rowing-machine'],
    ['Treadmill', (id) => id === 'treadmill'],
  ])('a title that says %s uses it in its work', (word, uses) => {
    const named = workouts.filter((workout) => new RegExp(`\\b${word}\\b`).test(workout.title));
    expect(named.length).toBeGreaterThan(0);
    for (const workout of named)
      expect(
        workExercises(workout).some((exercise) => exercise.equipment.some(uses)),
        workout.title,
      ).toBe(true);
  });

  it('never puts a barbell lift against the clock', () => {
    for (const workout of workouts) {
      const timedWork = workout.groups
        .filter((group) => group.kind === 'work')
        .flatMap((group) => group.exercises.filter((item) => item.exerciseType === 'timed'));
      const barbell = timedWork.filter((item) => exerciseById.get(item.exerciseId)!.equipment.includes('barbell'));
      expect(
        barbell.map((item) => item.title),
        workout.title,
      ).toEqual([]);
    }
  });

  it('keeps a "Bodyweight" workout to body weight and a mat', () => {
    for (const workout of workouts.filter((item) => item.title.includes('Bodyweight'))) {
      expect(
        workout.equipment.filter((id) => id !== 'bodyweight' && id !== 'mat'),
        workout.title,
      ).toEqual([]);
    }
  });

  it('gives higher levels more rounds and no more rest for the same plan', () => {
    const rank = { Beginner: 0, Intermediate: 1, Advanced: 2 };
    const plans = new Map<string, Workout[]>();
    for (const workout of workouts.filter((item) => item.variant === 'standard')) {
      const key = workout.id.replace(/-(beginner|intermediate|advanced)-/, '-');
      plans.set(key, [...(plans.get(key) ?? []), workout]);
    }
    let compared = 0;
    for (const family of plans.values()) {
      const sorted = [...family].sort((a, b) => rank[a.level] - rank[b.level]);
      const firstWork = sorted.map((workout) => workout.groups.find((group) => group.kind === 'work')!);
      const rounds = firstWork.map((group) => group.rounds);
      const rests = firstWork.map((group) => group.exercises[0]!.rest);
      if (sorted.length > 1) compared += 1;
      expect(rounds, sorted[0]!.id).toEqual([...rounds].sort((a, b) => a - b));
      expect(rests, sorted[0]!.id).toEqual([...rests].sort((a, b) => b - a));
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('writes a summary that states its minutes and level', () => {
    for (const workout of workouts) {
      expect(workout.summary, workout.id).toMatch(new RegExp(`^An? ${workout.durationMinutes}-minute ${workout.level.toLowerCase()} `));
      expect(workout.summary.endsWith('.')).toBe(true);
    }
  });
});
