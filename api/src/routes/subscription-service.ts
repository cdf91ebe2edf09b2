import paymentRoutes from '../features/subscriptions/payment-routes.ts';
import subscriptionRoutes from '../features/subscriptions/subscription-routes.ts';
import { scheduleTrialReminders } from '../features/subscriptions/trial-reminders.ts';
import { servicePlugin } from './service.ts';

/** /subscription/subscription-service: plans, the member's subscription, checkout, cancel and the provider's webhook. */
export default servicePlugin<{ publicUrl: string }>(async (app, options) => {
  await app.register(subscriptionRoutes);
  await app.register(paymentRoutes, { publicUrl: options.publicUrl });
  scheduleTrialReminders(app, options.publicUrl);
});
