import { aboutRoutes } from '../features/platform/platform-routes.ts';
import { servicePlugin } from './service.ts';

/** /search/application-search: the about page (listings and search come here). */
export default servicePlugin(async (app) => {
  await app.register(aboutRoutes);
});
