export { WorkoutOverviewPage as default } from '../pages/workout-overview-page.tsx';
