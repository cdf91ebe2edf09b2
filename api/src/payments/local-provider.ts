import type { Kysely } from 'kysely';
import type { PlanInterval } from '@app/shared/api-contract/subscription-service';
import type { Database, Plan, Subscription } from '../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';
import type { Clock } from '../lib/clock.ts';
import { hmacSha256, randomToken, safeEqual } from '../lib/crypto.ts';
import type { PaymentsProvider, ProviderEvent } from './provider.ts';
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

/** The body of a local billing event, signed with the server secret (the e2e suite and tests send them). */
export interface LocalBillingEvent {
  subscriptionId: string;
  type: 'payment-failed' | 'period-ended';
}

export function signLocalEvent(secret: string, body: string): string {
  return hmacSha256(secret, `payments:${body}`);
}

/**
 * Payments without a network: a checkout starts the plan's trial at once, every payment
 * succeeds, and periods roll over when the member's status is read after they end. The state
 * machine is the one every provider uses.
 */
export function localPaymentsProvider(db: Kysely<Database>, clock: Clock, secret: string): PaymentsProvider {
  async function latest(userId: number) {
    return db.selectFrom('subscriptions').selectAll().where('userId', '=', userId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  }
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
    const row = await latest(userId);
    const fresh = row && (await current(row));
    const next = fresh && nextSubscriptionState(stateOf(fresh), event);
    if (!fresh || !next) throw new ApiError(409, 'CONFLICT', refusal);
    return save(fresh, next);
  }

  return {
    name: 'local',
    async createCheckout(request) {
      const existing = await latest(request.userId);
      const live = existing && (await current(existing));
      if (live && (live.status === 'trial' || live.status === 'active')) throw new ApiError(409, 'CONFLICT', 'You already have a subscription.');
      const now = clock.now();
      const state = startedSubscription(now, request.plan.trialDays, addInterval(now, request.plan.interval, request.plan.intervalCount));
      const checkoutId = `local_sub_${randomToken().slice(0, 16)}`;
      await db
        .insertInto('subscriptions')
        .values({
          userId: request.userId,
          planId: request.plan.id,
          paymentProvider: request.plan.paymentProvider,
          providerCustomerId: `local_cus_${request.userId}`,
          providerSubscriptionId: checkoutId,
          ...columnsOf(state),
          createdAt: new Date(now),
          updatedAt: new Date(now),
        })
        .execute();
      return { url: request.successUrl, checkoutId };
    },
    cancel: (userId) => apply(userId, { type: 'cancel', at: clock.now() }, 'There is no subscription to cancel.'),
    undoCancel: (userId) => apply(userId, { type: 'undo-cancel' }, 'There is no cancellation to take back.'),
    async status(userId) {
      const row = await latest(userId);
      return row && current(row);
    },
    async handleEvent(event: ProviderEvent) {
      if (!event.signature || !safeEqual(event.signature, signLocalEvent(secret, event.body))) return { handled: false, reason: 'bad signature' };
      let parsed: LocalBillingEvent;
      try {
        parsed = JSON.parse(event.body) as LocalBillingEvent;
      } catch {
        return { handled: false, reason: 'not JSON' };
      }
      const row = await db.selectFrom('subscriptions').selectAll().where('providerSubscriptionId', '=', String(parsed.subscriptionId)).executeTakeFirst();
      if (!row) return { handled: false, reason: 'unknown subscription' };
      const at = clock.now();
      const next = parsed.type === 'payment-failed' || parsed.type === 'period-ended' ? nextSubscriptionState(stateOf(row), { type: parsed.type, at }) : null;
      if (!next) return { handled: false, reason: `${String(parsed.type)} does not apply` };
      return { handled: true, subscription: await save(row, next) };
    },
  };
}
