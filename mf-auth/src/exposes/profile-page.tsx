export { ProfilePage as default } from '../features/settings/components/profile-page.tsx';
