export { ProgramsPage as default } from '../features/programs/components/programs-page.tsx';
