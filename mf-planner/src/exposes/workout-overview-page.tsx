export { WorkoutOverviewPage as default } from '../features/workout-overview/components/workout-overview-page.tsx';
