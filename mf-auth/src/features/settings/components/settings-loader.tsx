import type { ReactNode } from 'react';
import type { UserSettings } from '@app/shared/api-contract/user-service';
import { FailureScreen, Spinner } from '@app/shared/ui';
import { useUserSettingsQuery } from '../api/settings-api.ts';

/** Renders its children with the member's settings once they are loaded; the failure screen if they cannot be. */
export function WithSettings({ children }: { children: (settings: UserSettings) => ReactNode }) {
  const { data, isLoading, isError, refetch } = useUserSettingsQuery();
  if (isLoading) return <Spinner label="Loading your settings" />;
  if (isError || !data) return <FailureScreen source="auth" onRetry={() => void refetch()} />;
  return <>{children(data)}</>;
}
