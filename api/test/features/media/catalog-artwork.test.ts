import { describe, expect, it } from 'vitest';
import { buildTrainingCatalog } from '../../../src/catalog/training/index.ts';
import { foodRecords } from '../../../src/db/seed/catalog/from-food.ts';
import { IMAGE_SUBJECT_PATTERN } from '../../../src/features/catalog/catalog-document.ts';
import { trainingRecords } from '../../../src/db/seed/catalog/from-training.ts';
import {
  dishSubject,
  moveSubject,
  parseMoveSubject,
  SUBJECT_MAX_LENGTH,
  workSubject,
} from '../../../src/features/media/catalog-artwork.ts';
import { holdOf, motionOf } from '../../../src/features/media/figure/exercise-motion.ts';

const subjectPattern = new RegExp(IMAGE_SUBJECT_PATTERN);

describe('a recipe’s own picture', () => {
  const { recipes } = foodRecords();
  const recipe = recipes[0]!;

  it('is named after the recipe and a hash of what is drawn, within the length a subject may have', () => {
    for (const each of recipes) {
      expect(each.imageSubject, each.title).toMatch(subjectPattern);
      expect(each.imageSubject.length, each.title).toBeLessThanOrEqual(SUBJECT_MAX_LENGTH);
      expect(each.imageSubject.startsWith(`dish-${each.slug.slice(0, 20)}`) || each.slug.length > 46, each.title).toBe(true);
    }
    expect(recipe.imageSubject).toMatch(/^dish-[a-z0-9-]+-[0-9a-f]{8}$/);
  });

  it('gets a new name when what is in it changes, and keeps it when only what does not show changes', () => {
    const input = { slug: recipe.slug, title: recipe.title, mealType: recipe.mealType, tags: recipe.tags, ingredients: recipe.ingredients };
    expect(dishSubject(input)).toBe(recipe.imageSubject);
    const moreFruit = input.ingredients.map((item, index) =>
      index === input.ingredients.length - 1 && item.grams ? { ...item, grams: item.grams * 3 } : item,
    );
    expect(dishSubject({ ...input, ingredients: moreFruit })).not.toBe(recipe.imageSubject);
    // The database keeps grams as reals: a weight read back a hair off is the same picture.
    const readBack = input.ingredients.map((item) => (item.grams ? { ...item, grams: item.grams + 0.00001 } : item));
    expect(dishSubject({ ...input, ingredients: readBack })).toBe(recipe.imageSubject);
  });

  it('cuts a long slug at a word', () => {
    const subject = dishSubject({
      slug: 'chicken-cauliflower-and-buckwheat-buddha-bowl-with-a-very-long-name',
      title: 'x',
      mealType: 'Lunch',
      tags: [],
      ingredients: [],
    });
    expect(subject.length).toBeLessThanOrEqual(SUBJECT_MAX_LENGTH);
    expect(subject).toMatch(/^dish-chicken-cauliflower-and-buckwheat-buddha-bowl-[0-9a-f]{8}$/);
  });
});

describe('an exercise’s own movement', () => {
  const { exercises } = buildTrainingCatalog();

  it('names the movement and what she holds, and reads back as the same', () => {
    for (const exercise of exercises) {
      const subject = moveSubject(exercise);
      expect(subject, exercise.name).toMatch(subjectPattern);
      expect(subject.length, exercise.name).toBeLessThanOrEqual(SUBJECT_MAX_LENGTH);
      const motion = parseMoveSubject(subject);
      expect(motion, exercise.name).not.toBeNull();
      expect(subject.startsWith(`move-${motionOf(exercise)}-`), exercise.name).toBe(true);
      expect(motion?.hold, exercise.name).toBe(holdOf(exercise));
    }
  });

  it('puts a cable machine beside a cable exercise whose movement has none of its own', () => {
    const curl = exercises.find((exercise) => exercise.name === 'Cable Bicep Curl')!;
    const motion = parseMoveSubject(moveSubject(curl))!;
    expect(motion.scenery.map((item) => item.kind)).toContain('cable');
    const dumbbellCurl = exercises.find((exercise) => exercise.name === 'Dumbbell Bicep Curl')!;
    expect(parseMoveSubject(moveSubject(dumbbellCurl))!.scenery).toEqual([]);
  });

  it.each([
    'move-no-such-motion-bw-0123abcd',
    'move-squat-zz-0123abcd',
    'move-squat-bwx-0123abcd',
    'move-squat-bw-xyz',
    'move-constructor-bw-0123abcd',
    'pose-glutes',
  ])('reads %s as no movement', (subject) => {
    expect(parseMoveSubject(subject)).toBeNull();
  });
});

describe('a workout’s own picture', () => {
  const { exercises } = buildTrainingCatalog();
  const { workouts } = trainingRecords();

  it('shows one of its own work exercises, differently for every workout', () => {
    expect(new Set(workouts.map((workout) => workout.imageSubject)).size).toBe(workouts.length);
    for (const workout of workouts) {
      expect(workout.imageSubject, workout.title).toMatch(subjectPattern);
      expect(workout.imageSubject.length, workout.title).toBeLessThanOrEqual(SUBJECT_MAX_LENGTH);
      const motion = parseMoveSubject(workout.imageSubject);
      const own = workout.groups
        .filter((group) => group.kind === 'work')
        .flatMap((group) => group.exercises.map((step) => exercises.find((exercise) => exercise.contentId === step.exerciseId)!));
      expect(own.map(motionOf), workout.title).toContain(motion?.id);
    }
  });

  it('picks the same exercise for the same workout, and refuses a workout without work sets', () => {
    const squat = exercises.find((exercise) => exercise.name === 'Bodyweight Squat')!;
    const lunge = exercises.find((exercise) => exercise.name === 'Reverse Lunge')!;
    expect(workSubject({ id: 'a' }, [squat, lunge])).toBe(workSubject({ id: 'a' }, [squat, lunge, squat]));
    expect(() => workSubject({ id: 'a' }, [])).toThrow(/no work exercise/);
  });
});
