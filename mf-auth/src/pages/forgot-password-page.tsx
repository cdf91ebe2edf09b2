import { PageHeading } from '@app/shared/ui';

export function ForgotPasswordPage() {
  return <PageHeading lead="Enter your email and we will send you a link to reset it.">Forgot your password?</PageHeading>;
}
