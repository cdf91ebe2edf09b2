export { HomePage as default } from '../pages/home-page.tsx';
