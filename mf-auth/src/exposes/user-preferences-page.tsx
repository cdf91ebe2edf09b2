export { UserPreferencesPage as default } from '../pages/user-preferences-page.tsx';
