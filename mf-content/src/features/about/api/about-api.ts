import { api } from '@app/shared/api';
import { PLATFORM_PATHS, type AboutData } from '@app/shared/api-contract/platform';

/** GET pub about (SPEC section 7, search service). */
const aboutApi = api.enhanceEndpoints({ addTagTypes: ['About'] }).injectEndpoints({
  endpoints: (build) => ({
    aboutPage: build.query<AboutData, void>({
      query: () => PLATFORM_PATHS.about,
      providesTags: ['About'],
    }),
  }),
});

export const { useAboutPageQuery } = aboutApi;
