export { HelpPage as default } from '../features/help/components/help-page.tsx';
