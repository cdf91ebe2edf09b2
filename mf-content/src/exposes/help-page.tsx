export { HelpPage as default } from '../pages/help-page.tsx';
