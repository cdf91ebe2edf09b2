export { PasswordResetPage as default } from '../features/password-reset/components/password-reset-page.tsx';
