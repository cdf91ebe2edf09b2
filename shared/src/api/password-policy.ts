import { api } from '@app/shared/api';
import type { ApiEnvelope } from '@app/shared/api-contract/envelope';
import { PLATFORM_PATHS, type PlatformConfigData } from '@app/shared/api-contract/platform';

/** The banned password words of the platform config (SPEC section 5, configData.commonPattern). */
export const passwordPolicyApi = api.injectEndpoints({
  endpoints: (build) => ({
    passwordBannedWords: build.query<string[], void>({
      query: () => ({ url: PLATFORM_PATHS.platformConfig, params: { platform: 'WEB' } }),
      transformResponse: (reply: ApiEnvelope<PlatformConfigData>) => reply.data[0]?.data.commonPattern ?? [],
      providesTags: ['Config'],
    }),
  }),
});

const NO_WORDS: string[] = [];

/** The banned words, or none while they load or when the config cannot be read (the API checks again). */
export function useBannedWords(): string[] {
  const { data } = passwordPolicyApi.usePasswordBannedWordsQuery();
  return data ?? NO_WORDS;
}
