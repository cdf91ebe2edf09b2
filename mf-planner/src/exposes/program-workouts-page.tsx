export { ProgramWorkoutsPage as default } from '../pages/program-workouts-page.tsx';
