import { FailureScreen } from '@app/shared/ui';

/** /error: where the app sends a user after a failure it cannot recover from in place. */
export function ErrorPage() {
  return <FailureScreen source="shell" />;
}
