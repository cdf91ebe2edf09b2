export { WorkoutPlayerPage as default } from '../pages/workout-player-page.tsx';
