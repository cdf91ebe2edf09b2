import homeScreenRoutes from '../features/home-screen/home-screen-routes.ts';
import { platformConfigRoutes } from '../features/platform/platform-routes.ts';
import { servicePlugin } from './service.ts';

/** /interaction/user-interaction: platform config and the home page's data. */
export default servicePlugin(async (app) => {
  await app.register(platformConfigRoutes);
  await app.register(homeScreenRoutes);
});
