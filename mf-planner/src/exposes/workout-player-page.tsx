import { WithWorkoutContent } from '../features/workout-overview/components/with-workout-content.tsx';
import { WorkoutPlayerPage } from '../features/workout-player/components/workout-player-page.tsx';

/** The player of the workout in the path, loaded the way the overview loads it. */
export default function WorkoutPlayerRoute() {
  return <WithWorkoutContent>{(workout) => <WorkoutPlayerPage key={workout.contentId} workout={workout} />}</WithWorkoutContent>;
}
