import catalogRoutes, { type CatalogRoutesOptions } from '../features/catalog/catalog-routes.ts';
import plannerRoutes from '../features/planner/planner-routes.ts';
import { aboutRoutes } from '../features/platform/platform-routes.ts';
import { servicePlugin } from './service.ts';

/** /search/application-search: content by id, the listings, the content search, the about page and the weekly planner. */
export default servicePlugin<CatalogRoutesOptions>(async (app, options) => {
  await app.register(aboutRoutes);
  await app.register(catalogRoutes, { cacheBytes: options.cacheBytes });
  await app.register(plannerRoutes);
});
