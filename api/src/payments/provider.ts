import type { CardProviderName } from '@app/shared/api-contract/subscription-service';
import type { Plan, Subscription } from '../db/schema.ts';

interface CheckoutRequest {
  userId: number;
  email: string;
  plan: Plan;
  /** Where the provider sends the member after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
}

interface Checkout {
  /** The page the member is sent to (the provider's checkout; the success page for `local`). */
  url: string;
  /** The provider's id of the checkout, to match its completion event. */
  checkoutId: string;
}

/** A provider's notification (a Stripe webhook, a local billing event): the raw body and its signature. */
export interface ProviderEvent {
  body: string;
  signature: string | null;
}

export type ProviderEventResult = { handled: true; subscription: Subscription } | { handled: false; reason: string };

/**
 * The seam between the subscription routes and whoever takes the money. `local` (the default)
 * runs the state machine of subscription-states.ts without a network; `stripe` takes cards on
 * Stripe and mirrors its subscriptions from webhooks.
 * Every method is for one member; none trusts a client-sent status.
 */
export interface PaymentsProvider {
  readonly name: CardProviderName;
  /** Starts a subscription to `plan`, with the plan's trial. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Cancel at the end of the period (or trial): access stays until then. 409 when there is nothing to cancel. */
  cancel(userId: number): Promise<Subscription>;
  /** Takes back a cancel before the period ends. 409 when none is pending. */
  undoCancel(userId: number): Promise<Subscription>;
  /** The member's current subscription as the provider sees it now; undefined when she never had one. */
  status(userId: number): Promise<Subscription | undefined>;
  /** Where the member changes her card (Stripe's customer portal), or null (no card on file, or local). */
  manageCardUrl(userId: number, returnUrl: string): Promise<string | null>;
  /**
   * Her account is being deleted: closes her customer at the provider (its subscriptions end at
   * once, nothing more is charged) and records each closing as a payment event
   * (`customer-closed:<customer id>`). Returns the customer ids closed; none when she never paid.
   */
  closeCustomer(userId: number): Promise<string[]>;
  /** Applies a provider's notification (renewal, failed payment, period end), once per event id. */
  handleEvent(event: ProviderEvent): Promise<ProviderEventResult>;
}
