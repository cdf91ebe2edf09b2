import type { WorkoutGroup, WorkoutStep } from '@app/shared/api-contract/workout';
import { formatDuration } from '@app/shared/planner/duration';
import { countOf } from '@app/shared/text/plural';

/** What an exercise asks for, as the overview and the player list it: "12 reps", "10 reps each side", "00:45", "00:30 each side". */
export function exerciseFigure(exercise: Pick<WorkoutStep, 'exerciseType' | 'repetitions' | 'durationInSeconds' | 'perSide'>): string {
  const side = exercise.perSide ? ' each side' : '';
  if (exercise.exerciseType === 'repetitions') return `${countOf(exercise.repetitions ?? 0, 'rep', 'reps')}${side}`;
  return `${formatDuration(exercise.durationInSeconds ?? 0)}${side}`;
}

/** "3 sets · 01:00 rest between sets", or "Once through" for a single round. */
export function groupRounds(group: Pick<WorkoutGroup, 'rounds' | 'restBetweenRounds'>): string {
  if (group.rounds <= 1) return 'Once through';
  const rest = group.restBetweenRounds > 0 ? ` · ${formatDuration(group.restBetweenRounds)} rest between sets` : '';
  return `${group.rounds} sets${rest}`;
}
