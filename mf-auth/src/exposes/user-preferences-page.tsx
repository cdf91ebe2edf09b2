export { UserPreferencesPage as default } from '../features/onboarding/components/user-preferences-page.tsx';
