import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from '@app/shared/router';
import type { WorkoutContent } from '@app/shared/api-contract/application-search';
import type { SetType } from '@app/shared/api-contract/workout';
import type { TrainingSession } from '@app/shared/api-contract/progress-service';
import { apiErrorMessage } from '@app/shared/api';
import { browserToday } from '@app/shared/dates/browser-today';
import { readProgramContext } from '../../../common/model/program-context.ts';
import { programWorkoutsPath, workoutOverviewPath } from '@app/shared/routes';
import { showToast } from '@app/shared/ui';
import { useCompletionOutbox } from '../api/completion-outbox.ts';
import type { CompletionRequest } from '../model/pending-completions.ts';
import { TrainingSoFar } from './training-so-far.tsx';
import { WorkoutPlayer, type CompletionStatus } from './workout-player.tsx';

/**
 * /workout/show/0|1/{contentId}/{contentTitle}: the player for a loaded workout. Complete Workout
 * completes the program day it was opened from (?programId&week&day), or the workout on its own;
 * offline, the completion waits on the device and is sent when the connection returns.
 */
export function WorkoutPlayerPage({ workout }: { workout: WorkoutContent }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const context = readProgramContext(search);
  const outbox = useCompletionOutbox();
  const [sent, setSent] = useState<{ key: string; status: CompletionStatus } | null>(null);

  const onComplete = useCallback(
    (setType: SetType, session?: TrainingSession) => {
      const request: CompletionRequest = context
        ? {
            kind: 'program',
            body: {
              type: 'workout',
              programId: context.programId,
              workoutId: workout.contentId,
              complete: true,
              setType,
              courseId: context.week,
              day: context.day,
              ...(session ? { session } : {}),
            },
          }
        : {
            kind: 'workout',
            body: { itemId: workout.contentId, contentType: 'routine', setType, title: workout.title, ...(session ? { session } : {}) },
          };
      const { key, outcome } = outbox.record(request, browserToday());
      setSent({ key, status: 'recording' });
      outcome.then(
        (status) => setSent({ key, status }),
        (error: unknown) => {
          setSent({ key, status: 'failed' });
          showToast({ kind: 'error', message: apiErrorMessage(error as never), onRetry: () => onComplete(setType, session) });
        },
      );
    },
    [context?.programId, context?.week, context?.day, workout.contentId, workout.title, outbox.record],
  );

  const onExit = useCallback(() => {
    navigate(
      context
        ? programWorkoutsPath(context.programId)
        : `${workoutOverviewPath(workout.setType === 1 ? 'gym' : 'home', workout.contentId, workout.title, workout.urlPartial)}${search}`,
    );
  }, [navigate, context?.programId, workout, search]);

  // Kept on the device, then sent when the connection came back: what the server said since.
  const status: CompletionStatus = !sent ? 'recording' : sent.status === 'queued' ? (outbox.settled(sent.key) ?? 'queued') : sent.status;
  return (
    <WorkoutPlayer
      workout={workout}
      onComplete={onComplete}
      completion={status}
      onExit={onExit}
      finish={<TrainingSoFar recorded={status === 'recorded'} />}
    />
  );
}
