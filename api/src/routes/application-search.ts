import { catalogVersionWatcher } from '../features/catalog/catalog-version.ts';
import catalogRoutes from '../features/catalog/catalog-routes.ts';
import plannerRoutes from '../features/planner/planner-routes.ts';
import { aboutRoutes } from '../features/platform/platform-routes.ts';
import { servicePlugin } from './service.ts';

export interface ApplicationSearchOptions {
  /** Bytes of catalog replies kept in memory (default 32 MB; 0 keeps none). */
  cacheBytes?: number;
}

/** /search/application-search: content by id, the listings, the content search, the about page and the weekly planner. */
export default servicePlugin<ApplicationSearchOptions>(async (app, options) => {
  // One watcher: the catalog's replies and the planner's weeks (titles, images) follow the same version.
  const catalogVersion = catalogVersionWatcher(app);
  await app.register(aboutRoutes);
  await app.register(catalogRoutes, { cacheBytes: options.cacheBytes, catalogVersion });
  await app.register(plannerRoutes, { catalogVersion });
});
