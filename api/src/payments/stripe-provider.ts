import type { Kysely } from 'kysely';
import { Stripe } from 'stripe';
import type { SubscriptionStatus } from '@app/shared/api-contract/subscription-service';
import type { Database, Subscription } from '../db/schema.ts';
import { customerIds, latestSubscription } from '../features/subscriptions/subscription-repository.ts';
import { ApiError } from '../lib/api-error.ts';
import type { Clock } from '../lib/clock.ts';
import { recordPaymentEvent } from './payment-events.ts';
import type { PaymentsProvider, ProviderEvent, ProviderEventResult } from './provider.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API host (tests run a local stand-in for api.stripe.com). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/**
 * Stripe's subscription statuses as SPEC's four. past_due stays active: Stripe is retrying the
 * payment (Smart Retries, about two weeks) and the member keeps access meanwhile; when the retries
 * run out Stripe moves the subscription to unpaid or canceled, which end access. incomplete (the
 * first payment never went through) and paused grant no access.
 */
export function statusFromStripe(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case 'trialing':
      return 'trial';
    case 'active':
    case 'past_due':
      return 'active';
    case 'canceled':
      return 'canceled';
    case 'unpaid':
    case 'incomplete':
    case 'incomplete_expired':
    case 'paused':
    default:
      return 'inactive';
  }
}

/** The subscription an event is about, so it can be re-read from Stripe (events arrive out of order and more than once). */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  const id = (value: unknown) =>
    typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? String((value as { id: unknown }).id) : null;
  if (event.type.startsWith('customer.subscription.')) return id(object.id);
  if (event.type === 'checkout.session.completed') return id(object.subscription);
  if (event.type.startsWith('invoice.')) {
    const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
    return id(parent?.subscription_details?.subscription ?? object.subscription);
  }
  return null;
}

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);

export function stripePaymentsProvider(db: Kysely<Database>, clock: Clock, options: StripeOptions): PaymentsProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });

  /** Stripe's subscription as our row: created on first sight, overwritten by Stripe's current state after that. */
  async function mirror(trx: Kysely<Database>, subscription: Stripe.Subscription): Promise<Subscription | undefined> {
    const customer = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    const existing = await trx
      .selectFrom('subscriptions')
      .selectAll()
      .where('providerSubscriptionId', '=', subscription.id)
      .executeTakeFirst();
    const userId = existing?.userId ?? Number(subscription.metadata.userId);
    if (!Number.isInteger(userId) || userId <= 0) return undefined;
    const priceId = subscription.items.data[0]?.price.id;
    const plan = priceId
      ? await trx.selectFrom('plans').select(['id']).where('providerPriceId', '=', priceId).executeTakeFirst()
      : undefined;
    const columns = {
      status: statusFromStripe(subscription.status),
      planId: plan?.id ?? existing?.planId ?? (Number(subscription.metadata.planId) || null),
      providerCustomerId: customer,
      trialEndsAt: seconds(subscription.trial_end),
      currentPeriodEnd: seconds(subscription.items.data[0]?.current_period_end ?? subscription.trial_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
      canceledAt: seconds(subscription.canceled_at),
      updatedAt: new Date(clock.now()),
    };
    if (existing)
      return trx.updateTable('subscriptions').set(columns).where('id', '=', existing.id).returningAll().executeTakeFirstOrThrow();
    return trx
      .insertInto('subscriptions')
      .values({ ...columns, userId, paymentProvider: 'STRIPE', providerSubscriptionId: subscription.id, createdAt: new Date(clock.now()) })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async function setCancel(userId: number, cancelAtPeriodEnd: boolean, refusal: string): Promise<Subscription> {
    const row = await latestSubscription(db, userId);
    const live = row && (row.status === 'trial' || row.status === 'active') && row.cancelAtPeriodEnd !== cancelAtPeriodEnd;
    if (!row?.providerSubscriptionId || !live) throw new ApiError(409, 'CONFLICT', refusal);
    const updated = await stripe.subscriptions.update(row.providerSubscriptionId, { cancel_at_period_end: cancelAtPeriodEnd });
    const mirrored = await db.transaction().execute((trx) => mirror(trx, updated));
    if (!mirrored) throw new ApiError(409, 'CONFLICT', refusal);
    return mirrored;
  }

  return {
    name: 'stripe',
    async createCheckout(request) {
      const current = await latestSubscription(db, request.userId);
      if (current && (current.status === 'trial' || current.status === 'active'))
        throw new ApiError(409, 'CONFLICT', 'You already have a subscription.');
      if (!request.plan.providerPriceId) throw new ApiError(409, 'CONFLICT', 'This plan cannot be bought yet.');
      const metadata = { userId: String(request.userId), planId: String(request.plan.id) };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: request.plan.providerPriceId, quantity: 1 }],
        ...(current?.providerCustomerId ? { customer: current.providerCustomerId } : { customer_email: request.email }),
        client_reference_id: String(request.userId),
        metadata,
        subscription_data: { metadata, ...(request.plan.trialDays > 0 ? { trial_period_days: request.plan.trialDays } : {}) },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new ApiError(502, 'PAYMENT_PROVIDER_FAILED', 'The checkout could not be opened.');
      return { url: session.url, checkoutId: session.id };
    },
    cancel: (userId) => setCancel(userId, true, 'There is no subscription to cancel.'),
    undoCancel: (userId) => setCancel(userId, false, 'There is no cancellation to take back.'),
    status: (userId) => latestSubscription(db, userId),
    async closeCustomer(userId) {
      const customers = await customerIds(db, userId);
      for (const customer of customers) {
        // Deleting a Stripe customer cancels its subscriptions at once; one already deleted is done.
        await stripe.customers.del(customer).catch((error: unknown) => {
          if ((error as { code?: string }).code !== 'resource_missing') throw error;
        });
        await recordPaymentEvent(db, 'stripe', `customer-closed:${customer}`, 'customer-closed');
      }
      return customers;
    },
    async manageCardUrl(userId, returnUrl) {
      const row = await latestSubscription(db, userId);
      if (!row?.providerCustomerId || row.paymentProvider !== 'STRIPE') return null;
      const portal = await stripe.billingPortal.sessions.create({ customer: row.providerCustomerId, return_url: returnUrl });
      return portal.url;
    },
    async handleEvent(event: ProviderEvent): Promise<ProviderEventResult> {
      let verified: Stripe.Event;
      try {
        verified = stripe.webhooks.constructEvent(event.body, event.signature ?? '', options.webhookSecret);
      } catch {
        return { handled: false, reason: 'bad signature' };
      }
      const subscriptionId = subscriptionIdOf(verified);
      if (!subscriptionId) return { handled: false, reason: `${verified.type} is not about a subscription` };
      const already = await db.selectFrom('paymentEvents').select('eventId').where('eventId', '=', verified.id).executeTakeFirst();
      if (already) return { handled: false, reason: 'already processed' };
      // The event's copy may be stale or out of order: Stripe's current subscription is the truth.
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      return db.transaction().execute(async (trx): Promise<ProviderEventResult> => {
        if (!(await recordPaymentEvent(trx, 'stripe', verified.id, verified.type))) return { handled: false, reason: 'already processed' };
        const mirrored = await mirror(trx, subscription);
        return mirrored ? { handled: true, subscription: mirrored } : { handled: false, reason: 'no member on the subscription' };
      });
    },
  };
}
