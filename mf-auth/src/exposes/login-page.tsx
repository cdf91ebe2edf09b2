export { LoginPage as default } from '../pages/login-page.tsx';
