export { SignUpPage as default } from '../pages/sign-up-page.tsx';
