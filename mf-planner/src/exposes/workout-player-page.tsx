export { WorkoutPlayerPage as default } from '../features/workout-player/components/workout-player-page.tsx';
