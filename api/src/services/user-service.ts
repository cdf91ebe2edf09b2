import type { FastifyInstance } from 'fastify';
import accountRoutes from '../features/accounts/account-routes.ts';
import authRoutes from '../features/auth/auth-routes.ts';
import onboardingRoutes from '../features/onboarding/onboarding-routes.ts';
import settingsRoutes from '../features/settings/settings-routes.ts';

/** Everything under /service/user-service (register with that prefix). */
export default async function userService(app: FastifyInstance, options: { publicUrl: string }) {
  await app.register(accountRoutes);
  await app.register(authRoutes, { publicUrl: options.publicUrl });
  await app.register(onboardingRoutes);
  await app.register(settingsRoutes);
}
