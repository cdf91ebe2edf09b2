import { api } from '@app/shared/api';
import type { ApiEnvelope } from '@app/shared/api-contract/envelope';
import { HOME_SCREEN_PATH, type HomeScreenData } from '@app/shared/api-contract/home-screen';
import { PLATFORM_PATHS, type ConfigData, type PlatformConfigData } from '@app/shared/api-contract/platform';

/** SPEC section 7: the page reads `code` and `data`, and only code 200 counts. */
export function homeScreenFromEnvelope(envelope: ApiEnvelope<HomeScreenData>): HomeScreenData {
  if (envelope.code !== 200 || !envelope.data) throw new Error(envelope.message || 'The home screen answered without data.');
  return envelope.data;
}

/** SPEC section 7: the platform config is a list; the page reads the first entry's data. */
export function configFromEnvelope(envelope: ApiEnvelope<PlatformConfigData>): ConfigData {
  const first = envelope.data?.[0];
  if (envelope.code !== 200 || !first) throw new Error(envelope.message || 'The platform config answered without data.');
  return first.data;
}

const homeScreenApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomeScreen: build.query<HomeScreenData, void>({
      query: () => HOME_SCREEN_PATH,
      transformResponse: homeScreenFromEnvelope,
    }),
    // Named for this page so it never collides with another remote's config endpoint on the shared slice.
    getHomeConfig: build.query<ConfigData, void>({
      query: () => ({ url: PLATFORM_PATHS.platformConfig, params: { platform: 'WEB' } }),
      transformResponse: configFromEnvelope,
    }),
  }),
});

export const { useGetHomeScreenQuery, useGetHomeConfigQuery } = homeScreenApi;
