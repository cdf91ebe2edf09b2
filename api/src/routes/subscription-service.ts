import subscriptionRoutes from '../features/subscriptions/subscription-routes.ts';
import { servicePlugin } from './service.ts';

/** /subscription/subscription-service: plans and the member's subscription. */
export default servicePlugin(async (app) => {
  await app.register(subscriptionRoutes);
});
