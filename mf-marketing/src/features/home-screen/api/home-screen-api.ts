import { api } from '@app/shared/api';
import { HOME_SCREEN_PATH, type HomeScreenData } from '@app/shared/api-contract/home-screen';

export const homeScreenApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomeScreen: build.query<HomeScreenData, void>({
      query: () => HOME_SCREEN_PATH,
    }),
  }),
});

export const { useGetHomeScreenQuery } = homeScreenApi;
