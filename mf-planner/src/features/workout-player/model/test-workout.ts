import type { RoutineWorkout, WorkoutStep } from '@app/shared/api-contract/workout';

function exercise(id: string, title: string, fields: Partial<WorkoutStep>): WorkoutStep {
  return {
    id,
    contentId: 100 + id.length,
    title,
    durationInSeconds: null,
    exerciseType: 'repetitions',
    repetitions: null,
    perSide: false,
    imageList: [{ imageId: 'landscape2x_4x3', imageUrl: `/media/${id}.webp` }],
    mediaUrl: `/media/${id}.webp`,
    rest: 0,
    loggable: fields.exerciseType !== 'timed',
    ...fields,
  };
}

/**
 * A small workout with every step kind: a one-round warm-up (timed, then reps with no rest) and a
 * two-round circuit (reps each side, then timed) with 60 s between rounds.
 */
export const TEST_WORKOUT: RoutineWorkout = {
  id: 9001,
  title: 'Glute Burner',
  groups: [
    {
      id: 'warm-up',
      title: 'Warm-up',
      summaryHeading: 'Get moving',
      summary: 'Raise the pulse.',
      rounds: 1,
      restBetweenRounds: 0,
      exercises: [
        exercise('march', 'Marching on the spot', { exerciseType: 'timed', durationInSeconds: 20, rest: 10 }),
        exercise('squat', 'Bodyweight squat', { repetitions: 12 }),
      ],
    },
    {
      id: 'circuit',
      title: 'Circuit',
      summaryHeading: 'Two rounds',
      summary: 'Lunges and planks.',
      rounds: 2,
      restBetweenRounds: 60,
      exercises: [
        exercise('lunge', 'Reverse lunge', { repetitions: 10, perSide: true, rest: 15 }),
        exercise('plank', 'Plank', { exerciseType: 'timed', durationInSeconds: 30, rest: 20 }),
      ],
    },
  ],
};
