import { PLATFORM_PATHS, type ConfigData, type PlatformConfigData } from '../api-contract/platform.ts';
import { api } from '@app/shared/api';

/**
 * SPEC section 7: the platform config, one endpoint and one cache entry for every remote
 * (the home page's testimonials and links, sign-up's banned password words). The reply is a
 * list; the app reads the first entry's data.
 */
export const platformConfigApi = api.enhanceEndpoints({ addTagTypes: ['Config'] }).injectEndpoints({
  endpoints: (build) => ({
    platformConfig: build.query<ConfigData, void>({
      query: () => ({ url: PLATFORM_PATHS.platformConfig, params: { platform: 'WEB' } }),
      transformResponse: (entries: PlatformConfigData) => {
        const first = entries?.[0];
        if (!first) throw new Error('The platform config answered without data.');
        return first.data;
      },
      providesTags: ['Config'],
    }),
  }),
});

export const { usePlatformConfigQuery } = platformConfigApi;
