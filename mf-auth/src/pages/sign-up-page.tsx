import { PageHeading } from '@app/shared/ui';

export function SignUpPage() {
  return <PageHeading lead="Start your 14-day free trial. Cancel anytime.">Create your account</PageHeading>;
}
