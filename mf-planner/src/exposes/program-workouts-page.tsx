export { ProgramWorkoutsPage as default } from '../features/programs/components/program-workouts-page.tsx';
