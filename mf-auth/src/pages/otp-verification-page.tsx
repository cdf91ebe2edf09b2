import { PageHeading } from '@app/shared/ui';

export function OtpVerificationPage() {
  return <PageHeading lead="Enter the 6-digit code we sent to your email.">Verify your email</PageHeading>;
}
