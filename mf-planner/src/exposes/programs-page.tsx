export { ProgramsPage as default } from '../pages/programs-page.tsx';
