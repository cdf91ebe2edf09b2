export { AboutPage as default } from '../features/about/components/about-page.tsx';
