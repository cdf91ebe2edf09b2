export { WorkoutHistoryPage as default } from '../features/logbook/components/workout-history-page.tsx';
