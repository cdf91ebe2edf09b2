import { describe, expect, it } from 'vitest';
import { buildSteps, describeStep, stepsDone, workoutOf } from './steps.ts';
import { TEST_WORKOUT } from './test-workout.ts';

describe('buildSteps', () => {
  const steps = buildSteps(TEST_WORKOUT);

  it('expands rounds, puts each rest after its exercise, uses the rest between rounds, ends without a rest', () => {
    expect(steps.map((step) => [step.key, step.kind, step.kind === 'reps' ? step.repetitions : step.seconds, step.setLabel])).toEqual([
      ['warm-up:1:march', 'exercise', 20, null],
      ['warm-up:1:march:rest', 'rest', 10, null],
      ['warm-up:1:squat', 'reps', 12, null],
      ['circuit:1:lunge', 'reps', 10, 'Set 1 of 2'],
      ['circuit:1:lunge:rest', 'rest', 15, 'Set 1 of 2'],
      ['circuit:1:plank', 'exercise', 30, 'Set 1 of 2'],
      ['circuit:1:plank:rest', 'rest', 60, 'Set 1 of 2'],
      ['circuit:2:lunge', 'reps', 10, 'Set 2 of 2'],
      ['circuit:2:lunge:rest', 'rest', 15, 'Set 2 of 2'],
      ['circuit:2:plank', 'exercise', 30, 'Set 2 of 2'],
    ]);
  });

  it.each([
    [0, 'Marching on the spot, 20 seconds'],
    [1, 'Rest, 10 seconds'],
    [2, 'Bodyweight squat, 12 reps'],
    [3, 'Reverse lunge, 10 reps each side'],
  ])('step %s reads "%s"', (index, text) => {
    expect(describeStep(steps[index]!)).toBe(text);
  });

  it('gives no steps for a workout without groups, and a group with rounds 0 is done once', () => {
    expect(buildSteps({ ...TEST_WORKOUT, groups: [] })).toEqual([]);
    const once = buildSteps({ ...TEST_WORKOUT, groups: [{ ...TEST_WORKOUT.groups[1]!, rounds: 0 }] });
    expect(once.map((step) => step.key)).toEqual(['circuit:1:lunge', 'circuit:1:lunge:rest', 'circuit:1:plank']);
  });

  it('takes the workout out of the routine content, or null when it has none', () => {
    const routine = {
      contentId: 9001,
      title: 'Glute Burner',
      setType: 0 as const,
      levels: [{ level: 'Beginner', workouts: [TEST_WORKOUT] }],
    };
    expect(workoutOf(routine)).toBe(TEST_WORKOUT);
    expect(workoutOf({ ...routine, levels: [] })).toBeNull();
  });
});

describe('stepsDone: exercise steps finished, rests not counted', () => {
  const steps = buildSteps(TEST_WORKOUT);
  it.each<[string, string[], { finished: number; exercises: number }]>([
    ['none', [], { finished: 0, exercises: 6 }],
    ['a rest is no exercise', ['warm-up:1:march:rest'], { finished: 0, exercises: 6 }],
    ['two exercises and a rest', ['warm-up:1:march', 'warm-up:1:march:rest', 'warm-up:1:squat'], { finished: 2, exercises: 6 }],
    ['a key of another workout', ['elsewhere:1:x'], { finished: 0, exercises: 6 }],
  ])('%s', (_name, completed, expected) => {
    expect(stepsDone(completed, steps)).toEqual(expected);
  });
});
