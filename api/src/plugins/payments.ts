import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { localPaymentsProvider, type LocalPaymentsProvider } from '../payments/local-provider.ts';
import type { PaymentsProvider } from '../payments/provider.ts';
import { stripePaymentsProvider, type StripeOptions } from '../payments/stripe-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who takes the money: the subscription routes go through this, never a provider directly. */
    payments: PaymentsProvider;
    /** The local provider's checkout page, when the local provider is the one (null with Stripe). */
    localCheckout: LocalPaymentsProvider | null;
  }
}

export const PAYMENTS_PROVIDERS = ['local', 'stripe'] as const;
export type PaymentsProviderName = (typeof PAYMENTS_PROVIDERS)[number];

interface PaymentsPluginOptions {
  provider: PaymentsProviderName;
  /** Needed when provider is `stripe`. */
  stripe: StripeOptions | null;
}

/** `stripe` when STRIPE_SECRET_KEY is set (see config.ts), else `local` (no network, test cards). */
async function payments(app: FastifyInstance, options: PaymentsPluginOptions) {
  switch (options.provider) {
    case 'local': {
      const local = localPaymentsProvider(app.db, app.clock, app.serverSecret);
      app.decorate('payments', local);
      app.decorate('localCheckout', local);
      return;
    }
    case 'stripe':
      if (!options.stripe) throw new Error('The stripe payments provider needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.');
      app.decorate('payments', stripePaymentsProvider(app.db, app.clock, options.stripe));
      app.decorate('localCheckout', null);
      return;
  }
}

export default fp(payments, { name: 'payments', dependencies: ['database', 'auth'] });
