import { Spinner } from '@app/shared/ui';

/**
 * What a remote page shows while its code loads on a page the browser draws itself. A page the
 * server drew is hydrated instead (bootstrap.tsx): React keeps its markup until its code is in.
 */
export function RemotePageLoading() {
  return <Spinner />;
}

/** What shows while the shell checks a member's subscription at start (SPEC section 4). */
export function SubscriptionCheckLoading() {
  return <Spinner label="Checking your subscription" />;
}
