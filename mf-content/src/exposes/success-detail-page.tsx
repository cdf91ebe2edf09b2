export { SuccessDetailPage as default } from '../pages/success-detail-page.tsx';
