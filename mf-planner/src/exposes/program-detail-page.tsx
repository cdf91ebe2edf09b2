export { ProgramDetailPage as default } from '../pages/program-detail-page.tsx';
