import { ProgramWorkoutsPage } from '../features/programs/components/program-workouts-page.tsx';
import { useCompletionOutbox } from '../features/workout-player/api/completion-outbox.ts';

/** A program's workouts; a completion left waiting offline is sent from here too (Done on the player leads here). */
export default function ProgramWorkoutsRoute() {
  useCompletionOutbox();
  return <ProgramWorkoutsPage />;
}
