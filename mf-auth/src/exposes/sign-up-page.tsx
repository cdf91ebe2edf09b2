export { SignUpPage as default } from '../features/sign-up/components/sign-up-page.tsx';
