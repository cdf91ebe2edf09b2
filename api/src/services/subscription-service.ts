import type { FastifyInstance } from 'fastify';
import subscriptionRoutes from '../features/subscriptions/subscription-routes.ts';

/** Everything under /subscription/subscription-service (register with that prefix). */
export default async function subscriptionService(app: FastifyInstance) {
  await app.register(subscriptionRoutes);
}
