import progressRoutes from '../features/progress/progress-routes.ts';
import { servicePlugin } from './service.ts';

/** /progress/progress-service: favourites, completions, history, saved items and program progress (the logbook comes here). */
export default servicePlugin(async (app) => {
  await app.register(progressRoutes);
});
