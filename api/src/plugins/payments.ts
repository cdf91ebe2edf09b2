import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { localPaymentsProvider } from '../payments/local-provider.ts';
import type { PaymentsProvider } from '../payments/provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who takes the money: the subscription routes go through this, never a provider directly. */
    payments: PaymentsProvider;
  }
}

export const PAYMENTS_PROVIDERS = ['local'] as const;
export type PaymentsProviderName = (typeof PAYMENTS_PROVIDERS)[number];

export interface PaymentsPluginOptions {
  provider: PaymentsProviderName;
}

/** PAYMENTS_PROVIDER picks the implementation; `local` (no network) is the only one so far. */
async function payments(app: FastifyInstance, options: PaymentsPluginOptions) {
  switch (options.provider) {
    case 'local':
      app.decorate('payments', localPaymentsProvider(app.db, app.clock, app.serverSecret));
      return;
  }
}

export default fp(payments, { name: 'payments', dependencies: ['database', 'auth'] });
