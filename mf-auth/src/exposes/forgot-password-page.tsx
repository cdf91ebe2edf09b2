export { ForgotPasswordPage as default } from '../pages/forgot-password-page.tsx';
