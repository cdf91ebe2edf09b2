export { MemberHomePage as default } from '../features/member-home/components/member-home-page.tsx';
