import accountDataRoutes from '../features/account-data/account-data-routes.ts';
import accountRoutes from '../features/accounts/account-routes.ts';
import authRoutes from '../features/auth/auth-routes.ts';
import onboardingRoutes from '../features/onboarding/onboarding-routes.ts';
import settingsRoutes from '../features/settings/settings-routes.ts';
import { servicePlugin } from './service.ts';

/** /service/user-service: accounts, sessions, codes, password reset, onboarding, settings, her data and deleting her account. */
export default servicePlugin<{ publicUrl: string }>(async (app, options) => {
  await app.register(accountRoutes);
  await app.register(authRoutes, { publicUrl: options.publicUrl });
  await app.register(onboardingRoutes);
  await app.register(settingsRoutes);
  await app.register(accountDataRoutes);
});
