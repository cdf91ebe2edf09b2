import logbookRoutes from '../features/logbook/logbook-routes.ts';
import measurementsRoutes from '../features/measurements/measurements-routes.ts';
import progressRoutes from '../features/progress/progress-routes.ts';
import stagePlanRoutes from '../features/stage-plan/stage-plan-routes.ts';
import { servicePlugin } from './service.ts';

/** /progress/progress-service: favourites, completions, history, saved items, program progress, the logbook, her body measurements and her stage plan. */
export default servicePlugin(async (app) => {
  await app.register(progressRoutes);
  await app.register(logbookRoutes);
  await app.register(measurementsRoutes);
  await app.register(stagePlanRoutes);
});
