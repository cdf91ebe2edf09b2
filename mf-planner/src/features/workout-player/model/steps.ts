import type { RoutineWorkout, WorkoutRoutine, WorkoutStep } from '@app/shared/api-contract/workout';

/** SPEC section 3 "Step kinds": reps (a count, done when she says so), exercise (timed), rest. */
type StepKind = 'reps' | 'exercise' | 'rest';

interface StepBase {
  /** Stable across reloads: group, round, exercise (and "rest"). */
  key: string;
  kind: StepKind;
  title: string;
  groupTitle: string;
  round: number;
  rounds: number;
  /** "Set N of M" when the group is done more than once, otherwise null. */
  setLabel: string | null;
}

interface RepsStep extends StepBase {
  kind: 'reps';
  exercise: WorkoutStep;
  repetitions: number;
  perSide: boolean;
}

interface TimedExerciseStep extends StepBase {
  kind: 'exercise';
  exercise: WorkoutStep;
  seconds: number;
  perSide: boolean;
}

interface RestStep extends StepBase {
  kind: 'rest';
  seconds: number;
}

export type PlayerStep = RepsStep | TimedExerciseStep | RestStep;

const REST_TITLE = 'Rest';

/** The workout the content carries (one level with one workout); null when it has none. */
export function workoutOf(routine: WorkoutRoutine): RoutineWorkout | null {
  return routine.levels[0]?.workouts[0] ?? null;
}

function setLabel(round: number, rounds: number): string | null {
  return rounds > 1 ? `Set ${round} of ${rounds}` : null;
}

/**
 * The ordered steps: each group's exercises once per round. After an exercise comes its rest;
 * after the last exercise of a round that is not the group's last, the group's restBetweenRounds
 * instead; nothing after the workout's very last exercise. A rest of 0 s is no step.
 */
export function buildSteps(workout: RoutineWorkout): PlayerStep[] {
  const steps: PlayerStep[] = [];
  workout.groups.forEach((group, groupIndex) => {
    const rounds = Math.max(1, group.rounds);
    const lastGroup = groupIndex === workout.groups.length - 1;
    for (let round = 1; round <= rounds; round += 1) {
      const common = { groupTitle: group.title, round, rounds, setLabel: setLabel(round, rounds) };
      group.exercises.forEach((exercise, exerciseIndex) => {
        const key = `${group.id}:${round}:${exercise.id}`;
        if (exercise.exerciseType === 'repetitions') {
          steps.push({
            ...common,
            key,
            kind: 'reps',
            title: exercise.title,
            exercise,
            repetitions: exercise.repetitions ?? 0,
            perSide: exercise.perSide,
          });
        } else {
          steps.push({
            ...common,
            key,
            kind: 'exercise',
            title: exercise.title,
            exercise,
            seconds: exercise.durationInSeconds ?? 0,
            perSide: exercise.perSide,
          });
        }
        const lastInRound = exerciseIndex === group.exercises.length - 1;
        const lastOfWorkout = lastGroup && round === rounds && lastInRound;
        const rest = lastInRound && round < rounds ? group.restBetweenRounds : exercise.rest;
        if (!lastOfWorkout && rest > 0) steps.push({ ...common, key: `${key}:rest`, kind: 'rest', title: REST_TITLE, seconds: rest });
      });
    }
  });
  return steps;
}

/** Seconds a timed step runs for; null for reps (no clock). */
export function stepSeconds(step: PlayerStep): number | null {
  return step.kind === 'reps' ? null : step.seconds;
}

/** What she sees and hears of a step: "12 reps each side", "45 seconds", "Rest, 30 seconds". */
export function describeStep(step: PlayerStep): string {
  if (step.kind === 'reps') return `${step.title}, ${step.repetitions} reps${step.perSide ? ' each side' : ''}`;
  if (step.kind === 'exercise') return `${step.title}, ${step.seconds} seconds${step.perSide ? ' each side' : ''}`;
  return `${REST_TITLE}, ${step.seconds} seconds`;
}

/** Exercise steps she finished (rests do not count) out of all of them. */
export function stepsDone(completed: readonly string[], steps: readonly PlayerStep[]): { finished: number; exercises: number } {
  const exercises = steps.filter((step) => step.kind !== 'rest');
  return { finished: exercises.filter((step) => completed.includes(step.key)).length, exercises: exercises.length };
}
