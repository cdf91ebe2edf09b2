import type { WorkoutContent } from '@app/shared/api-contract/application-search';
import { Logbook } from '../features/logbook/components/logbook.tsx';
import { WorkoutOverviewPage } from '../features/workout-overview/components/workout-overview-page.tsx';
import { loggableExercises } from '../features/workout-overview/model/exercise-figure.ts';

const logbookOf = (workout: WorkoutContent) => <Logbook routineId={workout.contentId} exercises={loggableExercises(workout.levels[0]?.workouts[0]?.groups ?? [])} />;

/** The overview with the logbook of its workout behind LOGBOOK. */
export default function WorkoutOverviewRoute() {
  return <WorkoutOverviewPage logbook={logbookOf} />;
}
