import homeScreenRoutes from '../features/home-screen/home-screen-routes.ts';
import programRoutes from '../features/programs/program-routes.ts';
import { platformConfigRoutes } from '../features/platform/platform-routes.ts';
import shoppingListRoutes from '../features/shopping-list/shopping-list-routes.ts';
import { servicePlugin } from './service.ts';

/** /interaction/user-interaction: platform config, the home page's data, the programs, the listings' filters and the shopping list. */
export default servicePlugin(async (app) => {
  await app.register(platformConfigRoutes);
  await app.register(homeScreenRoutes);
  await app.register(programRoutes);
  await app.register(shoppingListRoutes);
});
