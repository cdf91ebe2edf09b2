export { OtpVerificationPage as default } from '../pages/otp-verification-page.tsx';
