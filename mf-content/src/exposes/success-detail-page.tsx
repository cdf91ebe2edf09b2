export { SuccessDetailPage as default } from '../features/articles/components/success-detail-page.tsx';
