export { ProgramDetailPage as default } from '../features/programs/components/program-detail-page.tsx';
