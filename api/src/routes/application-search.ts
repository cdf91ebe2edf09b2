import catalogRoutes from '../features/catalog/catalog-routes.ts';
import { aboutRoutes } from '../features/platform/platform-routes.ts';
import { servicePlugin } from './service.ts';

/** /search/application-search: content by id, the listings, the content search and the about page. */
export default servicePlugin(async (app) => {
  await app.register(aboutRoutes);
  await app.register(catalogRoutes);
});
