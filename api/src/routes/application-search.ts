import { catalogVersionWatcher } from '../features/catalog/catalog-version.ts';
import catalogRoutes from '../features/catalog/catalog-routes.ts';
import calendarFeedRoutes from '../features/planner/calendar-feed-routes.ts';
import plannerRoutes from '../features/planner/planner-routes.ts';
import { aboutRoutes } from '../features/platform/platform-routes.ts';
import { servicePlugin } from './service.ts';

/** /search/application-search: content by id, the listings, the content search, the about page, the weekly planner and its calendar feed. */
export default servicePlugin<{ publicUrl: string }>(async (app, options) => {
  await app.register(aboutRoutes);
  await app.register(catalogRoutes);
  // The planner's pools of workouts and recipes follow the catalog's version.
  const catalogVersion = catalogVersionWatcher(app);
  await app.register(plannerRoutes, { catalogVersion });
  await app.register(calendarFeedRoutes, { catalogVersion, publicUrl: options.publicUrl });
});
