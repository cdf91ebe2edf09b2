export { OtpVerificationPage as default } from '../features/otp-verification/components/otp-verification-page.tsx';
