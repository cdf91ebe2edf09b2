import { useDeferredValue } from 'react';
import { DEFAULT_REGION_ID } from '@app/shared/session';
import { useSession } from '@app/shared/store';
import { usePlatformConfigQuery } from '@app/shared/api/platform-config';
import { useGetHomeScreenQuery } from '../features/home-screen/api/home-screen-api.ts';
import { HomeView } from './home-view.tsx';

export default function HomePage() {
  const home = useGetHomeScreenQuery();
  const config = usePlatformConfigQuery();
  // The data fills most of the page: render it in the background, in slices the browser can
  // interrupt, rather than in one long task when it arrives (the page already shows its fallback).
  const homeData = useDeferredValue(home.data);
  const configData = useDeferredValue(config.data);
  // Visitors have no stored user: they read Australia's copy (SPEC section 9's default region).
  const regionId = useSession()?.regionId ?? DEFAULT_REGION_ID;
  return (
    <HomeView
      home={homeData}
      homeFailed={home.isError && !home.data}
      config={configData}
      configFailed={config.isError && !config.data}
      regionId={regionId}
      onRetryHome={() => void home.refetch()}
      onRetryConfig={() => void config.refetch()}
    />
  );
}
