import { catalogVersionWatcher } from '../features/catalog/catalog-version.ts';
import homeScreenRoutes from '../features/home-screen/home-screen-routes.ts';
import programRoutes from '../features/programs/program-routes.ts';
import { platformConfigRoutes } from '../features/platform/platform-routes.ts';
import shoppingListRoutes from '../features/shopping-list/shopping-list-routes.ts';
import { servicePlugin } from './service.ts';

export interface UserInteractionOptions {
  /** Bytes of catalog replies (the listings' filters) kept in memory; 0 keeps none. */
  cacheBytes?: number;
}

/** /interaction/user-interaction: platform config, the home page's data, the programs, the listings' filters and the shopping list. */
export default servicePlugin<UserInteractionOptions>(async (app, options) => {
  await app.register(platformConfigRoutes);
  await app.register(homeScreenRoutes);
  await app.register(programRoutes, { cacheBytes: options.cacheBytes, catalogVersion: catalogVersionWatcher(app) });
  await app.register(shoppingListRoutes);
});
