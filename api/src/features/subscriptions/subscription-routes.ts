import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  SUBSCRIPTION_SERVICE_PATHS,
  SUBSCRIPTION_SERVICE_PREFIX,
  type UserSubscriptionData,
} from '@app/shared/api-contract/subscription-service';
import { PlanSchema, PlansQuerySchema, UserSubscriptionSchema } from '@app/shared/api-contract/schemas/subscription';
import type { Subscription } from '../../db/schema.ts';
import { calendarDaysBetween } from '@app/shared/dates';
import { under } from '../../lib/route-path.ts';
import { Replies } from '../../lib/schemas.ts';
import { memberOnly } from '../../plugins/auth.ts';
import { toPlanData } from './plan-display.ts';
import { latestSubscription, listPlans } from './subscription-repository.ts';

const TAGS = ['subscription-service'];
const path = (full: string) => under(SUBSCRIPTION_SERVICE_PREFIX, full);

const NO_SUBSCRIPTION: UserSubscriptionData = {
  status: 'inactive',
  planId: null,
  paymentProvider: null,
  trialEndsAt: null,
  trialDaysLeft: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  canceledAt: null,
};

export function toSubscriptionData(subscription: Subscription | undefined, now: number, timeZone: string): UserSubscriptionData {
  if (!subscription) return NO_SUBSCRIPTION;
  const trialEndsAt = subscription.trialEndsAt?.getTime() ?? null;
  return {
    status: subscription.status,
    planId: subscription.planId,
    paymentProvider: subscription.paymentProvider,
    trialEndsAt: subscription.trialEndsAt?.toISOString() ?? null,
    trialDaysLeft:
      subscription.status === 'trial' && trialEndsAt !== null ? Math.max(0, calendarDaysBetween(now, trialEndsAt, timeZone)) : null,
    currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    canceledAt: subscription.canceledAt?.toISOString() ?? null,
  };
}

/** The plans on sale, and the member's subscription. */
const subscriptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    path(SUBSCRIPTION_SERVICE_PATHS.plans),
    {
      config: { cache: 'reference' },
      schema: {
        tags: TAGS,
        operationId: 'getPlans',
        summary: 'Plans of a payment provider (SPEC section 9: three AUD plans, 14-day trial)',
        description:
          'Public: the active plans of paymentProvider (STRIPE, GOOGLE or APPLE) in the plan picker’s order, with their display prices; another provider name is a 400.',
        querystring: PlansQuerySchema,
        response: Replies(Type.Array(PlanSchema), [400]),
      },
    },
    async (request) => {
      const plans = await listPlans(app.db, request.query.paymentProvider);
      return { code: 200, data: plans.map(toPlanData), message: 'OK' };
    },
  );

  app.get(
    path(SUBSCRIPTION_SERVICE_PATHS.userSubscription),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'getUserSubscription',
      summary: 'The member’s subscription; inactive when there is none',
      description: 'Status active and trial count as subscribed. trialDaysLeft is counted on the Timezone header’s calendar.',
      response: Replies(UserSubscriptionSchema, [401]),
    }),
    async (request) => {
      const { userId } = request.member;
      const subscription = await latestSubscription(app.db, userId);
      return { code: 200, data: toSubscriptionData(subscription, app.clock.now(), request.timeZone), message: 'OK' };
    },
  );
};

export default subscriptionRoutes;
