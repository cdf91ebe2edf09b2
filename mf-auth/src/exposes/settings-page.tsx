export { SettingsPage as default } from '../pages/settings-page.tsx';
