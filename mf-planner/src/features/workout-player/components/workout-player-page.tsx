import { useCallback } from 'react';
import { useLocation, useNavigate } from '@app/shared/router';
import type { WorkoutContent } from '@app/shared/api-contract/application-search';
import type { SetType } from '@app/shared/api-contract/workout';
import { apiErrorMessage } from '@app/shared/api';
import { readProgramContext } from '@app/shared/planner/program-context';
import { programWorkoutsPath, workoutOverviewPath } from '@app/shared/routes';
import { showToast } from '@app/shared/ui';
import { useCompleteProgramWorkoutMutation, useCompleteWorkoutMutation } from '../api/completion-api.ts';
import { WorkoutPlayer } from './workout-player.tsx';

/**
 * /workout/show/0|1/{contentId}/{contentTitle}: the player for a loaded workout. Complete Workout
 * completes the program day it was opened from (?programId&week&day), or the workout on its own.
 */
export function WorkoutPlayerPage({ workout }: { workout: WorkoutContent }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const context = readProgramContext(search);
  const [completeProgramWorkout] = useCompleteProgramWorkoutMutation();
  const [completeWorkout] = useCompleteWorkoutMutation();

  const onComplete = useCallback(
    (setType: SetType) => {
      const request = context
        ? completeProgramWorkout({ type: 'workout', programId: context.programId, workoutId: workout.contentId, complete: true, setType, courseId: context.week, day: context.day })
        : completeWorkout({ itemId: workout.contentId, contentType: 'routine', setType, title: workout.title });
      void request.unwrap().catch((error: unknown) => {
        showToast({ kind: 'error', message: apiErrorMessage(error as never), onRetry: () => onComplete(setType) });
      });
    },
    [context?.programId, context?.week, context?.day, workout.contentId, workout.title, completeProgramWorkout, completeWorkout],
  );

  const onExit = useCallback(() => {
    navigate(context ? programWorkoutsPath(context.programId) : `${workoutOverviewPath(workout.setType === 1 ? 'gym' : 'home', workout.contentId, workout.title, workout.urlPartial)}${search}`);
  }, [navigate, context?.programId, workout, search]);

  return <WorkoutPlayer workout={workout} onComplete={onComplete} onExit={onExit} />;
}
