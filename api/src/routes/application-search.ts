import { catalogVersionWatcher } from '../features/catalog/catalog-version.ts';
import catalogRoutes from '../features/catalog/catalog-routes.ts';
import calendarFeedRoutes from '../features/planner/calendar-feed-routes.ts';
import plannerRoutes from '../features/planner/planner-routes.ts';
import { scheduleWorkoutReminders } from '../features/reminders/reminder-job.ts';
import reminderRoutes from '../features/reminders/reminder-routes.ts';
import { aboutRoutes } from '../features/platform/platform-routes.ts';
import { servicePlugin } from './service.ts';

/**
 * /search/application-search: content by id, the listings, the content search, the about page, the
 * weekly planner, its calendar feed and its workout reminders (and their job).
 */
export default servicePlugin<{ publicUrl: string; reminderIntervalMs: number | null }>(async (app, options) => {
  await app.register(aboutRoutes);
  await app.register(catalogRoutes);
  // The planner's pools of workouts and recipes follow the catalog's version.
  const catalogVersion = catalogVersionWatcher(app);
  await app.register(plannerRoutes, { catalogVersion });
  await app.register(calendarFeedRoutes, { catalogVersion, publicUrl: options.publicUrl });
  await app.register(reminderRoutes);
  scheduleWorkoutReminders(app, options.publicUrl, options.reminderIntervalMs);
});
