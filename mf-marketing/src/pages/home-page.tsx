import { DEFAULT_REGION_ID, readUserInfo } from '@app/shared/session';
import { useGetHomeConfigQuery, useGetHomeScreenQuery } from '../features/home-screen/api/home-screen-api.ts';
import { HomeView } from './home-view.tsx';

export function HomePage() {
  const home = useGetHomeScreenQuery();
  const config = useGetHomeConfigQuery();
  // Visitors have no stored user: they read Australia's copy (SPEC section 9's default region).
  const regionId = readUserInfo()?.regionId ?? DEFAULT_REGION_ID;
  return (
    <HomeView
      home={home.data}
      homeFailed={home.isError && !home.data}
      config={config.data}
      configFailed={config.isError && !config.data}
      regionId={regionId}
      onRetryHome={() => void home.refetch()}
      onRetryConfig={() => void config.refetch()}
    />
  );
}
