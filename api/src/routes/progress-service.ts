import logbookRoutes from '../features/logbook/logbook-routes.ts';
import progressRoutes from '../features/progress/progress-routes.ts';
import { servicePlugin } from './service.ts';

/** /progress/progress-service: favourites, completions, history, saved items, program progress and the logbook. */
export default servicePlugin(async (app) => {
  await app.register(progressRoutes);
  await app.register(logbookRoutes);
});
