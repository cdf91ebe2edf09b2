import { describe, expect, it } from 'vitest';
import { buildExercises } from '../../../src/catalog/training/exercises.ts';
import { safetyOf } from '../../../src/catalog/training/safety.ts';
import { EQUIPMENT, TARGETS, equipmentById } from '../../../src/catalog/training/tables.ts';
import { PHASES } from '../../../src/catalog/training/types.ts';

const exercises = buildExercises();
const byId = new Map(exercises.map((exercise) => [exercise.id, exercise]));

describe('the exercise library', () => {
  it('holds at least 150 exercises with unique ids, content ids and names', () => {
    expect(exercises.length).toBeGreaterThanOrEqual(150);
    expect(new Set(exercises.map((exercise) => exercise.id)).size).toBe(exercises.length);
    expect(new Set(exercises.map((exercise) => exercise.contentId)).size).toBe(exercises.length);
    expect(new Set(exercises.map((exercise) => exercise.name.toLowerCase())).size).toBe(exercises.length);
  });

  it('gives each exercise a dose that matches its kind, 1 to 3 cues, and targets and equipment from the tables', () => {
    const equipment = new Set(EQUIPMENT.map((item) => item.id));
    const targets = new Set(TARGETS.map((item) => item.id));
    for (const exercise of exercises) {
      if (exercise.kind === 'repetitions')
        expect([exercise.defaultReps! > 0, exercise.defaultSeconds], exercise.name).toEqual([true, null]);
      else expect([exercise.defaultSeconds! > 0, exercise.defaultReps], exercise.name).toEqual([true, null]);
      expect(exercise.cues.length, exercise.name).toBeGreaterThanOrEqual(1);
      expect(exercise.cues.length, exercise.name).toBeLessThanOrEqual(3);
      expect(
        exercise.equipment.every((id) => equipment.has(id)),
        exercise.name,
      ).toBe(true);
      expect(exercise.targets.length, exercise.name).toBeGreaterThan(0);
      expect(
        exercise.targets.every((id) => targets.has(id)),
        exercise.name,
      ).toBe(true);
    }
  });

  it('is gym-only exactly when it needs gym-only equipment', () => {
    for (const exercise of exercises) {
      const needsGym = exercise.equipment.some((id) => !equipmentById(id).atHome);
      expect(exercise.place === 'gym', exercise.name).toBe(needsGym);
    }
  });

  it('takes its safety from the rules, never typed by hand', () => {
    for (const exercise of exercises) {
      expect({ safeIn: exercise.safeIn, cautions: exercise.cautions }, exercise.name).toEqual(safetyOf(exercise));
    }
  });

  it.each([
    ['glute-bridge', { trimester1: true, trimester2: false, trimester3: false, postpartum: true }],
    ['dead-bug', { trimester1: true, trimester2: false, trimester3: false, postpartum: true }],
    ['crunch', { trimester1: false, trimester2: false, trimester3: false, postpartum: false }],
    ['jump-squat', { trimester1: false, trimester2: false, trimester3: false, postpartum: false }],
    ['forearm-plank', { trimester1: true, trimester2: true, trimester3: false, postpartum: false }],
    ['swiss-ball-rollout', { trimester1: true, trimester2: true, trimester3: false, postpartum: false }],
    ['superman', { trimester1: true, trimester2: false, trimester3: false, postpartum: true }],
    ['kettlebell-swing', { trimester1: true, trimester2: true, trimester3: false, postpartum: false }],
    ['bird-dog', { trimester1: true, trimester2: true, trimester3: true, postpartum: true }],
    ['side-lying-clam', { trimester1: true, trimester2: true, trimester3: true, postpartum: true }],
    ['goblet-squat', { trimester1: true, trimester2: true, trimester3: true, postpartum: true }],
    ['incline-dumbbell-press', { trimester1: true, trimester2: true, trimester3: true, postpartum: true }],
  ])('%s is marked safe where a pre- and postnatal coach would allow it', (id, safeIn) => {
    expect(byId.get(id)?.safeIn).toEqual(safeIn);
  });

  it('keeps breathing and pelvic floor work safe throughout', () => {
    const breathing = exercises.filter((exercise) => exercise.traits.includes('breathing'));
    expect(breathing.length).toBeGreaterThanOrEqual(5);
    for (const exercise of breathing)
      expect(
        PHASES.every((phase) => exercise.safeIn[phase]),
        exercise.name,
      ).toBe(true);
  });

  it('gives every high-impact move a low-impact option that exists and is low impact', () => {
    const highImpact = exercises.filter((exercise) => exercise.impact === 'high');
    expect(highImpact.length).toBeGreaterThan(5);
    for (const exercise of highImpact) {
      const option = byId.get(exercise.lowImpactOptionId ?? '');
      expect(option?.impact, exercise.name).toBe('low');
    }
  });

  it('has enough exercises that every trimester and postpartum can fill a workout', () => {
    for (const phase of PHASES) expect(exercises.filter((exercise) => exercise.safeIn[phase]).length, phase).toBeGreaterThan(100);
  });
});
