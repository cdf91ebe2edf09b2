import type { WorkoutContent } from '@app/shared/api-contract/application-search';
import { Logbook } from '../features/logbook/components/logbook.tsx';
import { WorkoutOverviewPage } from '../features/workout-overview/components/workout-overview-page.tsx';
import { useCompletionOutbox } from '../features/workout-player/api/completion-outbox.ts';
import { loggableExercises } from '../features/workout-overview/model/exercise-figure.ts';

const logbookOf = (workout: WorkoutContent) => (
  <Logbook routineId={workout.contentId} exercises={loggableExercises(workout.levels[0]?.workouts[0]?.groups ?? [])} />
);

/** The overview with the logbook of its workout behind LOGBOOK; a completion left waiting offline is sent from here too. */
export default function WorkoutOverviewRoute() {
  useCompletionOutbox();
  return <WorkoutOverviewPage logbook={logbookOf} />;
}
