export { ProgressPage as default } from '../features/logbook/components/progress-page.tsx';
