export { PasswordResetPage as default } from '../pages/password-reset-page.tsx';
