export { ForgotPasswordPage as default } from '../features/password-reset/components/forgot-password-page.tsx';
