// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_SERVICE_PATHS, type UserSubscriptionData } from '@app/shared/api-contract/subscription-service';
import { envelope, on, renderPage } from '@app/shared/testing/render-page';
import { SubscriptionPage } from './subscription-page.tsx';
import { TEST_PLANS as PLANS, TEST_TRIAL } from '../model/test-fixtures.ts';

const trial = TEST_TRIAL;
const inactive: UserSubscriptionData = {
  ...trial,
  status: 'inactive',
  planId: null,
  paymentProvider: null,
  trialEndsAt: null,
  trialDaysLeft: null,
  currentPeriodEnd: null,
};
const member = {
  id: 4,
  email: 'jane@example.com',
  token: 't',
  refreshToken: 'r',
  isAuthenticated: true,
  regionId: 1,
  profileCompleted: true,
};

function open(path: string, subscription: UserSubscriptionData, extra: Parameters<typeof renderPage>[1]['routes'] = []) {
  return renderPage(<SubscriptionPage />, {
    path,
    routes: [
      ...extra,
      on('GET', SUBSCRIPTION_SERVICE_PATHS.userSubscription, () => envelope(200, subscription)),
      on('GET', SUBSCRIPTION_SERVICE_PATHS.plans, () => envelope(200, PLANS)),
      on('POST', SUBSCRIPTION_SERVICE_PATHS.cardProviderInitialize, () => envelope(200, { provider: 'local', manageCardUrl: null })),
    ],
  });
}

const paths = (requests: Request[]) => requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);

describe('SubscriptionPage', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows a trial: the plan, the days left, the next charge; cancel asks first, then undo takes it back', async () => {
    localStorage.setItem('userInfo', JSON.stringify({ ...member, isSubscribed: true }));
    let current = trial;
    const { requests } = open('/subscription', trial, [
      on('POST', SUBSCRIPTION_SERVICE_PATHS.cancel, () =>
        envelope(200, (current = { ...trial, cancelAtPeriodEnd: true, canceledAt: '2026-11-23T10:00:00.000Z' })),
      ),
      on('POST', SUBSCRIPTION_SERVICE_PATHS.cancelActivation, () => envelope(200, (current = trial))),
    ]);
    const card = await screen.findByRole('region', { name: /Monthly plan/ });
    expect(within(card).getByText('Free trial')).not.toBeNull();
    expect(within(card).getByText('13 days left in your free trial')).not.toBeNull();
    expect(within(card).getByText('$19.99 on 7 December 2026')).not.toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Cancel subscription' }));
    const confirm = screen.getByRole('group', { name: 'Cancel your subscription?' });
    expect(paths(requests)).not.toContain(`POST ${SUBSCRIPTION_SERVICE_PATHS.cancel}`);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep my subscription' }));
    expect(screen.queryByRole('group', { name: 'Cancel your subscription?' })).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Cancel subscription' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Cancel your subscription?' })).getByRole('button', { name: 'Yes, cancel' }));
    expect(await within(card).findByText('Your access ends on 7 December 2026. You will not be charged.')).not.toBeNull();
    expect(within(card).getByText('Canceled')).not.toBeNull();
    expect(within(card).queryByText('Next charge')).toBeNull();
    expect(current.cancelAtPeriodEnd).toBe(true);

    fireEvent.click(within(card).getByRole('button', { name: 'Undo cancel' }));
    expect(await within(card).findByText('Free trial')).not.toBeNull();
    expect(within(card).getByText('$19.99 on 7 December 2026')).not.toBeNull();
    expect(paths(requests).filter((entry) => entry.startsWith('POST') && !entry.includes('card-provider'))).toEqual([
      `POST ${SUBSCRIPTION_SERVICE_PATHS.cancel}`,
      `POST ${SUBSCRIPTION_SERVICE_PATHS.cancelActivation}`,
    ]);
  });

  it('links a subscription bought on Google Play to the store and offers no cancel here', async () => {
    localStorage.setItem('userInfo', JSON.stringify({ ...member, isSubscribed: true }));
    open('/subscription', { ...trial, paymentProvider: 'GOOGLE' });
    const link = await screen.findByRole('link', { name: 'Manage on Google Play' });
    expect(link.getAttribute('href')).toBe('https://play.google.com/store/account/subscriptions');
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('shows a member without a subscription the plan picker, with the plan she picked and SPEC’s trial copy, and opens the checkout', async () => {
    localStorage.setItem('userInfo', JSON.stringify({ ...member, isSubscribed: true }));
    const { requests } = open('/subscription?planId=2', inactive, [
      on('POST', SUBSCRIPTION_SERVICE_PATHS.cardProviderCheckoutSession, () =>
        envelope(409, null, 'You already have a subscription.', 'CONFLICT'),
      ),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your plan' })).not.toBeNull();
    expect((screen.getByRole('radio', { name: /Quarterly/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Your first 14 days are free')).not.toBeNull();
    expect(screen.getByText('Cancel anytime.')).not.toBeNull();
    expect(screen.getByText(/After 14 days, \$49\.99 every 3 months until you cancel/)).not.toBeNull();
    // The stored flag follows the API, so the shell's gating does too.
    expect(JSON.parse(localStorage.getItem('userInfo')!).isSubscribed).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: /Annual/ }));
    fireEvent.click(screen.getByRole('button', { name: 'START FREE TRIAL' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You already have a subscription.');
    const checkout = requests.find((request) => new URL(request.url).pathname === SUBSCRIPTION_SERVICE_PATHS.cardProviderCheckoutSession)!;
    expect(await checkout.json()).toEqual({ planId: 1 });
  });

  it('tells a member whose subscription ended when it did, above the plans', async () => {
    localStorage.setItem('userInfo', JSON.stringify(member));
    open('/subscription', { ...trial, status: 'canceled', trialDaysLeft: null, cancelAtPeriodEnd: true });
    expect(await screen.findByText('Your subscription ended on 7 December 2026. Choose a plan to start again.')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'START FREE TRIAL' })).not.toBeNull();
  });

  it('shows the failure screen when the subscription cannot be read', async () => {
    localStorage.setItem('userInfo', JSON.stringify(member));
    renderPage(<SubscriptionPage />, {
      path: '/subscription',
      routes: [on('GET', SUBSCRIPTION_SERVICE_PATHS.userSubscription, () => envelope(500, null, 'down'))],
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
  });
});
