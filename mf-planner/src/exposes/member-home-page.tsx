export { MemberHomePage as default } from '../pages/member-home-page.tsx';
