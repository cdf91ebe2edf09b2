import type { Kysely } from 'kysely';
import type { PlanInterval } from '@app/shared/api-contract/subscription-service';
import type { Database, Plan, Subscription } from '../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';
import type { Clock } from '../lib/clock.ts';
import { hmacSha256, randomToken, safeEqual } from '../lib/crypto.ts';
import { customerIds, latestSubscription } from '../features/subscriptions/subscription-repository.ts';
import { CARD_DECLINED_MESSAGE, SUBSCRIPTION_SERVICE_PATHS, TEST_CARDS } from '@app/shared/api-contract/subscription-service';
import { recordPaymentEvent } from './payment-events.ts';
import type { PaymentsProvider, ProviderEvent, ProviderEventResult } from './provider.ts';
import { nextSubscriptionState, startedSubscription, type SubscriptionEvent, type SubscriptionState } from './subscription-states.ts';

/** `at` plus `count` plan intervals, on the UTC calendar (31 Jan + 1 month = 3 Mar, as Date does). */
export function addInterval(at: number, interval: PlanInterval, count: number): number {
  const date = new Date(at);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + count);
  else date.setUTCMonth(date.getUTCMonth() + count);
  return date.getTime();
}

function stateOf(row: Subscription): SubscriptionState {
  return {
    status: row.status,
    trialEndsAt: row.trialEndsAt?.getTime() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.getTime() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    canceledAt: row.canceledAt?.getTime() ?? null,
  };
}

function columnsOf(state: SubscriptionState) {
  const date = (ms: number | null) => (ms === null ? null : new Date(ms));
  return {
    status: state.status,
    trialEndsAt: date(state.trialEndsAt),
    currentPeriodEnd: date(state.currentPeriodEnd),
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    canceledAt: date(state.canceledAt),
  };
}

/**
 * The body of a local billing event, signed with the server secret: the local checkout sends
 * `checkout-completed`; tests and the e2e suite send the billing ones. Each id is applied once.
 */
type LocalBillingEvent =
  | { id: string; type: 'checkout-completed'; checkoutId: string }
  | { id: string; type: 'payment-failed' | 'period-ended'; subscriptionId: string };

type LocalCardResult = { paid: true; url: string } | { paid: false; message: string };

/** The local provider's extra: its stand-in for a hosted checkout page takes a test card. */
export interface LocalPaymentsProvider extends PaymentsProvider {
  readonly name: 'local';
  /** The open checkout session `id` of a plan, or undefined (unknown or already paid). */
  openCheckout(id: string): Promise<{ id: string; plan: Plan; cancelUrl: string } | undefined>;
  /** Pays an open checkout with a test card: 4242… succeeds (through the signed event path), 4000 0000 0000 0002 is declined. */
  payCheckout(id: string, cardNumber: string): Promise<LocalCardResult>;
}

/** What the local checkout says to a card that is not one of its test cards. */
export const LOCAL_CARD_UNKNOWN_MESSAGE = `The local checkout takes the test cards only: ${TEST_CARDS.succeeds} (paid) or ${TEST_CARDS.declined} (declined).`;

export function signLocalEvent(secret: string, body: string): string {
  return hmacSha256(secret, `payments:${body}`);
}

/**
 * Payments without a network: a checkout starts the plan's trial at once, every payment
 * succeeds, and periods roll over when the member's status is read after they end. The state
 * machine is the one every provider uses.
 */
export function localPaymentsProvider(db: Kysely<Database>, clock: Clock, secret: string): LocalPaymentsProvider {
  async function save(row: Subscription, state: SubscriptionState): Promise<Subscription> {
    return db
      .updateTable('subscriptions')
      .set({ ...columnsOf(state), updatedAt: new Date(clock.now()) })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  async function planOf(row: Subscription): Promise<Plan | undefined> {
    return row.planId === null ? undefined : db.selectFrom('plans').selectAll().where('id', '=', row.planId).executeTakeFirst();
  }

  /** Rolls the subscription through every period that ended before now. */
  async function current(row: Subscription): Promise<Subscription> {
    const now = clock.now();
    const plan = await planOf(row);
    let state = stateOf(row);
    for (let step = 0; step < 1000 && state.currentPeriodEnd !== null && state.currentPeriodEnd <= now; step++) {
      const periodEnd = plan ? addInterval(state.currentPeriodEnd, plan.interval, plan.intervalCount) : state.currentPeriodEnd;
      const event: SubscriptionEvent = state.cancelAtPeriodEnd
        ? { type: 'period-ended', at: state.currentPeriodEnd }
        : state.status === 'trial'
          ? { type: 'trial-ended', periodEnd }
          : { type: 'renewed', periodEnd };
      const next = nextSubscriptionState(state, event);
      if (!next || !plan) break;
      state = next;
      if (state.status !== 'trial' && state.status !== 'active') break;
    }
    return JSON.stringify(state) === JSON.stringify(stateOf(row)) ? row : save(row, state);
  }

  async function apply(userId: number, event: SubscriptionEvent, refusal: string): Promise<Subscription> {
    const row = await latestSubscription(db, userId);
    const fresh = row && (await current(row));
    const next = fresh && nextSubscriptionState(stateOf(fresh), event);
    if (!fresh || !next) throw new ApiError(409, 'CONFLICT', refusal);
    return save(fresh, next);
  }

  const provider: LocalPaymentsProvider = {
    name: 'local',
    manageCardUrl: async () => null,
    async createCheckout(request) {
      const existing = await latestSubscription(db, request.userId);
      const live = existing && (await current(existing));
      if (live && (live.status === 'trial' || live.status === 'active'))
        throw new ApiError(409, 'CONFLICT', 'You already have a subscription.');
      const checkoutId = `local_cs_${randomToken().slice(0, 24)}`;
      await db
        .insertInto('localCheckoutSessions')
        .values({
          id: checkoutId,
          userId: request.userId,
          planId: request.plan.id,
          successUrl: request.successUrl,
          cancelUrl: request.cancelUrl,
          createdAt: new Date(clock.now()),
        })
        .execute();
      return { url: `${SUBSCRIPTION_SERVICE_PATHS.localCheckout}/${checkoutId}`, checkoutId };
    },
    async openCheckout(id) {
      const session = await db
        .selectFrom('localCheckoutSessions')
        .selectAll()
        .where('id', '=', id)
        .where('completedAt', 'is', null)
        .executeTakeFirst();
      if (!session) return undefined;
      const plan = await db.selectFrom('plans').selectAll().where('id', '=', session.planId).executeTakeFirstOrThrow();
      return { id: session.id, plan, cancelUrl: session.cancelUrl };
    },
    async payCheckout(id, cardNumber) {
      const session = await db
        .selectFrom('localCheckoutSessions')
        .selectAll()
        .where('id', '=', id)
        .where('completedAt', 'is', null)
        .executeTakeFirst();
      if (!session) throw new ApiError(404, 'NOT_FOUND', 'This checkout has ended.');
      const digits = cardNumber.replace(/\s+/g, '');
      if (digits === TEST_CARDS.declined.replace(/\s+/g, '')) return { paid: false, message: CARD_DECLINED_MESSAGE };
      if (digits !== TEST_CARDS.succeeds.replace(/\s+/g, '')) return { paid: false, message: LOCAL_CARD_UNKNOWN_MESSAGE };
      const body = JSON.stringify({
        id: `evt_local_${randomToken().slice(0, 24)}`,
        type: 'checkout-completed',
        checkoutId: id,
      } satisfies LocalBillingEvent);
      const result = await provider.handleEvent({ body, signature: signLocalEvent(secret, body) });
      if (!result.handled) throw new ApiError(409, 'CONFLICT', 'You already have a subscription.');
      return { paid: true, url: session.successUrl };
    },
    cancel: (userId) => apply(userId, { type: 'cancel', at: clock.now() }, 'There is no subscription to cancel.'),
    undoCancel: (userId) => apply(userId, { type: 'undo-cancel' }, 'There is no cancellation to take back.'),
    async closeCustomer(userId) {
      // No one to tell: the payment event is the local provider's record that the customer is closed.
      const customers = await customerIds(db, userId);
      for (const customer of customers) await recordPaymentEvent(db, 'local', `customer-closed:${customer}`, 'customer-closed');
      return customers;
    },
    async status(userId) {
      const row = await latestSubscription(db, userId);
      return row && current(row);
    },
    async handleEvent(event: ProviderEvent): Promise<ProviderEventResult> {
      if (!event.signature || !safeEqual(event.signature, signLocalEvent(secret, event.body)))
        return { handled: false, reason: 'bad signature' };
      let parsed: LocalBillingEvent;
      try {
        parsed = JSON.parse(event.body) as LocalBillingEvent;
      } catch {
        return { handled: false, reason: 'not JSON' };
      }
      if (typeof parsed.id !== 'string' || !parsed.id) return { handled: false, reason: 'no event id' };
      return db
        .transaction()
        .execute(async (trx): Promise<ProviderEventResult> => {
          if (!(await recordPaymentEvent(trx, 'local', parsed.id, parsed.type))) return { handled: false, reason: 'already processed' };
          const result = await applyLocalEvent(trx, parsed);
          // An event that does not apply is not recorded, so nothing about it is remembered.
          if (!result.handled) throw new NotApplied(result.reason);
          return result;
        })
        .catch((error: unknown) => {
          if (error instanceof NotApplied) return { handled: false as const, reason: error.message };
          throw error;
        });
    },
  };
  return provider;

  async function applyLocalEvent(trx: Kysely<Database>, parsed: LocalBillingEvent): Promise<ProviderEventResult> {
    const at = clock.now();
    if (parsed.type === 'checkout-completed') {
      const session = await trx
        .selectFrom('localCheckoutSessions')
        .selectAll()
        .where('id', '=', String(parsed.checkoutId))
        .where('completedAt', 'is', null)
        .executeTakeFirst();
      if (!session) return { handled: false, reason: 'unknown checkout' };
      const existing = await trx
        .selectFrom('subscriptions')
        .select(['status'])
        .where('userId', '=', session.userId)
        .where('status', 'in', ['trial', 'active'])
        .executeTakeFirst();
      if (existing) return { handled: false, reason: 'already subscribed' };
      const plan = await trx.selectFrom('plans').selectAll().where('id', '=', session.planId).executeTakeFirstOrThrow();
      const state = startedSubscription(at, plan.trialDays, addInterval(at, plan.interval, plan.intervalCount));
      await trx
        .updateTable('localCheckoutSessions')
        .set({ completedAt: new Date(at) })
        .where('id', '=', session.id)
        .execute();
      const subscription = await trx
        .insertInto('subscriptions')
        .values({
          userId: session.userId,
          planId: plan.id,
          paymentProvider: plan.paymentProvider,
          providerCustomerId: `local_cus_${session.userId}`,
          providerSubscriptionId: `local_sub_${session.id.slice('local_cs_'.length)}`,
          ...columnsOf(state),
          createdAt: new Date(at),
          updatedAt: new Date(at),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { handled: true, subscription };
    }
    const row = await trx
      .selectFrom('subscriptions')
      .selectAll()
      .where('providerSubscriptionId', '=', String(parsed.subscriptionId))
      .executeTakeFirst();
    if (!row) return { handled: false, reason: 'unknown subscription' };
    const next =
      parsed.type === 'payment-failed' || parsed.type === 'period-ended'
        ? nextSubscriptionState(stateOf(row), { type: parsed.type, at })
        : null;
    if (!next) return { handled: false, reason: `${String(parsed.type)} does not apply` };
    const subscription = await trx
      .updateTable('subscriptions')
      .set({ ...columnsOf(next), updatedAt: new Date(at) })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { handled: true, subscription };
  }
}

class NotApplied extends Error {}
