import type { PaymentProvider, Plan, UserSubscriptionData } from '@app/shared/api-contract/subscription-service';
import { SUBSCRIPTION_LABELS } from '@app/shared/messages';
import { fullDateAt } from '@app/shared/dates';
import { formatDollars } from '@app/shared/plans/plan-display';
import { regionCodeFor } from '@app/shared/region/regional-text';
import { countOf } from '@app/shared/text/plural';

/** SPEC section 9: where a member manages a subscription she bought in an app store. */
const STORE_SUBSCRIPTION_LINKS: Partial<Record<PaymentProvider, { label: string; href: string }>> = {
  GOOGLE: { label: 'Manage on Google Play', href: 'https://play.google.com/store/account/subscriptions' },
  APPLE: { label: 'Manage on the App Store', href: 'https://apps.apple.com/account/subscriptions' },
};

/** "7 December 2026", written as the member's region writes dates, on her own calendar. */
export function formatBillingDate(iso: string, regionId: number | null | undefined, timeZone?: string): string {
  return fullDateAt(iso, regionCodeFor(regionId), timeZone);
}

/** "$119.99 every year", "$49.99 every 3 months", "$19.99 every month". */
export function planPriceText(plan: Pick<Plan, 'priceCents' | 'interval' | 'intervalCount'>): string {
  const every = plan.intervalCount === 1 ? plan.interval : `${plan.intervalCount} ${plan.interval}s`;
  return `${formatDollars(plan.priceCents)} every ${every}`;
}

/** "13 days left in your free trial"; its last day says so. */
export function trialDaysLeftText(days: number): string {
  if (days <= 0) return 'Today is the last day of your free trial';
  return `${countOf(days, 'day', 'days')} left in your free trial`;
}

export interface SubscriptionSummary {
  /** "Free trial", "Active", "Canceled", "Inactive". */
  statusLabel: string;
  planName: string | null;
  planPrice: string | null;
  trialDaysLeft: string | null;
  /** "$119.99 on 7 December 2026", or null when nothing more will be charged. */
  nextCharge: string | null;
  /** What happens at the end of the period: "Your access ends on 7 December 2026. You will not be charged." */
  endNotice: string | null;
  canCancel: boolean;
  canUndoCancel: boolean;
  /** Bought in an app store: managed there, not here. */
  storeLink: { label: string; href: string } | null;
}

/**
 * What /subscription says about a member's subscription, from GET user-subscription and the
 * plans: only what is true. A cancel keeps access until the end of the trial or period and
 * shows as Canceled, with undo, until then.
 */
export function subscriptionSummary(
  subscription: UserSubscriptionData,
  plans: readonly Plan[],
  options: { regionId?: number | null; timeZone?: string } = {},
): SubscriptionSummary {
  const plan = plans.find((candidate) => candidate.id === subscription.planId) ?? null;
  const date = (iso: string) => formatBillingDate(iso, options.regionId, options.timeZone);
  const live = subscription.status === 'trial' || subscription.status === 'active';
  const pendingCancel = live && subscription.cancelAtPeriodEnd;
  const storeLink = subscription.paymentProvider ? (STORE_SUBSCRIPTION_LINKS[subscription.paymentProvider] ?? null) : null;
  const periodEnd = subscription.currentPeriodEnd ?? subscription.trialEndsAt;

  const statusLabel =
    pendingCancel || subscription.status === 'canceled'
      ? SUBSCRIPTION_LABELS.canceled
      : { trial: 'Free trial', active: 'Active', canceled: SUBSCRIPTION_LABELS.canceled, inactive: 'Inactive' }[subscription.status];
  return {
    statusLabel,
    planName: plan?.name ?? null,
    planPrice: plan ? planPriceText(plan) : null,
    trialDaysLeft:
      subscription.status === 'trial' && subscription.trialDaysLeft !== null ? trialDaysLeftText(subscription.trialDaysLeft) : null,
    nextCharge: live && !pendingCancel && plan && periodEnd ? `${formatDollars(plan.priceCents)} on ${date(periodEnd)}` : null,
    endNotice: pendingCancel && periodEnd ? `Your access ends on ${date(periodEnd)}. You will not be charged.` : null,
    canCancel: live && !pendingCancel && !storeLink,
    canUndoCancel: pendingCancel && !storeLink,
    storeLink,
  };
}

/** The plan to show selected: the one asked for (planId of the sign-up link), else the first. */
export function preselectedPlanId(plans: readonly Plan[], wanted: string | number | null | undefined): number | null {
  const id = Number(wanted);
  return plans.find((plan) => plan.id === id)?.id ?? plans[0]?.id ?? null;
}
