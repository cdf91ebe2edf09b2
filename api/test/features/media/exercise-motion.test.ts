import { describe, expect, it } from 'vitest';
import { buildTrainingCatalog } from '../../../src/catalog/training/index.ts';
import { holdOf, motionOf } from '../../../src/features/media/figure/exercise-motion.ts';
import { MOTIONS } from '../../../src/features/media/figure/motions.ts';

const { exercises } = buildTrainingCatalog();
const byName = (name: string) => {
  const exercise = exercises.find((candidate) => candidate.name === name);
  if (!exercise) throw new Error(`no exercise ${name}`);
  return exercise;
};

describe('the movement that demonstrates an exercise', () => {
  it.each([
    ['Bodyweight Squat', 'squat', 'none'],
    ['Goblet Squat', 'goblet-squat', 'dumbbell'],
    ['Kettlebell Goblet Squat', 'goblet-squat', 'kettlebell'],
    ['Barbell Back Squat', 'back-squat', 'barbell'],
    ['Sumo Squat', 'sumo-squat', 'none'],
    ['Reverse Lunge', 'reverse-lunge', 'none'],
    ['Walking Lunge', 'reverse-lunge', 'none'],
    ['Bulgarian Split Squat', 'bulgarian-split-squat', 'dumbbells'],
    ['Dumbbell Romanian Deadlift', 'deadlift', 'dumbbells'],
    ['Kettlebell Swing', 'kettlebell-swing', 'kettlebell'],
    ['Glute Bridge', 'bridge', 'none'],
    ['Hip Thrust', 'hip-thrust', 'none'],
    ['Push-Up', 'push-up', 'none'],
    ['Knee Push-Up', 'knee-push-up', 'none'],
    ['Forearm Plank', 'plank', 'none'],
    ['Side Plank Hip Dip', 'side-plank', 'none'],
    ['Dumbbell Bicep Curl', 'curl', 'dumbbells'],
    ['Dumbbell Shoulder Press', 'shoulder-press', 'dumbbells'],
    ['Bent-Over Dumbbell Row', 'bent-over-row', 'dumbbells'],
    ['Rowing Machine', 'rower', 'none'],
    ['Jumping Jack', 'jumping-jack', 'none'],
    ['Burpee', 'burpee', 'none'],
    ['Mountain Climber', 'mountain-climber', 'none'],
    ['Cat-Cow', 'cat-cow', 'none'],
    ['Child’s Pose', 'childs-pose', 'none'],
    ['360 Breathing', 'seated-breath', 'none'],
  ])('%s is demonstrated as %s, holding %s', (name, motion, hold) => {
    const exercise = byName(name);
    expect(motionOf(exercise)).toBe(motion);
    expect(holdOf(exercise)).toBe(hold);
  });

  it('falls back on the movement pattern for a name that says nothing more', () => {
    expect(motionOf({ name: 'Mystery Move', pattern: 'bridge', position: 'supine', equipment: [] })).toBe('bridge');
    expect(motionOf({ name: 'Mystery Move', pattern: 'push', position: 'plank', equipment: [] })).toBe('push-up');
    expect(motionOf({ name: 'Mystery Move', pattern: 'biceps', position: 'standing', equipment: [] })).toBe('curl');
    expect(motionOf({ name: 'Mystery Move', pattern: 'nothing-known', position: 'standing', equipment: [] })).toBe('squat');
  });

  it('gives every exercise of the library a movement the library draws, and uses every movement', () => {
    const used = new Set(exercises.map(motionOf));
    for (const exercise of exercises) expect(Object.keys(MOTIONS), exercise.name).toContain(motionOf(exercise));
    expect([...used].sort()).toEqual(Object.keys(MOTIONS).sort());
  });

  it('moves in every movement: its two key poses differ', () => {
    for (const motion of Object.values(MOTIONS)) expect(motion.to, motion.id).not.toEqual(motion.from);
  });
});
