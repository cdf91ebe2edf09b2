// The Node container's ServerPages (createServerContainerConfig): the home page as a visitor first
// sees it, drawn from the two reads its own hooks ask (home-page.tsx). A member is sent on from /.
import { platformConfigApi } from '@app/shared/api/platform-config';
import type { ServerPages } from '@app/shared/prerender/server-pages';
import { homeScreenApi } from '../features/home-screen/api/home-screen-api.ts';

export const pages: ServerPages['pages'] = {
  './HomePage': {
    load: ({ dispatch }) => [
      dispatch(homeScreenApi.endpoints.getHomeScreen.initiate()),
      dispatch(platformConfigApi.endpoints.platformConfig.initiate()),
    ],
  },
};
