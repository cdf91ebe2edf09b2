import { catalogVersionWatcher } from '../features/catalog/catalog-version.ts';
import catalogRoutes from '../features/catalog/catalog-routes.ts';
import plannerRoutes from '../features/planner/planner-routes.ts';
import { aboutRoutes } from '../features/platform/platform-routes.ts';
import { servicePlugin } from './service.ts';

/** /search/application-search: content by id, the listings, the content search, the about page and the weekly planner. */
export default servicePlugin(async (app) => {
  await app.register(aboutRoutes);
  await app.register(catalogRoutes);
  // The planner's pools of workouts and recipes follow the catalog's version.
  await app.register(plannerRoutes, { catalogVersion: catalogVersionWatcher(app) });
});
