// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_SERVICE_PATHS, type UserSubscriptionData } from '@app/shared/api-contract/subscription-service';
import { envelope, on, renderPage } from '@app/shared/testing/render-page';
import { SubscriptionCompletePage } from './subscription-complete-page.tsx';

afterEach(cleanup);

const subscription = (status: UserSubscriptionData['status']): UserSubscriptionData => ({
  status,
  planId: status === 'inactive' ? null : 2,
  paymentProvider: status === 'inactive' ? null : 'STRIPE',
  trialEndsAt: null,
  trialDaysLeft: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  canceledAt: null,
});

function open(answer: () => Response) {
  return renderPage(<SubscriptionCompletePage />, {
    path: '/subscriptionComplete',
    routes: [on('GET', SUBSCRIPTION_SERVICE_PATHS.userSubscription, answer)],
  });
}

describe('SubscriptionCompletePage', () => {
  it('tells a member whose subscription is inactive that it is not active', async () => {
    const { requests } = open(() => envelope(200, subscription('inactive')));
    expect(await screen.findByRole('heading', { level: 1, name: 'No active subscription' })).not.toBeNull();
    expect(screen.getByText('Your subscription is not active.')).not.toBeNull();
    expect(screen.queryByText(/is active/)).toBeNull();
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([SUBSCRIPTION_SERVICE_PATHS.userSubscription]);
  });

  it('tells a member in her free trial that she is all set', async () => {
    open(() => envelope(200, subscription('trial')));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are all set' })).not.toBeNull();
    expect(screen.getByText('Your free trial is active.')).not.toBeNull();
  });

  it('shows the failure screen when the status cannot be read', async () => {
    open(() => envelope(500, null, 'Internal error'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Something went wrong'));
  });
});
