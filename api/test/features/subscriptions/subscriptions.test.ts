import { afterAll, beforeAll, expect, it } from 'vitest';
import { SUBSCRIPTION_SERVICE_PATHS, type Plan, type UserSubscriptionData } from '@app/shared/api-contract/subscription-service';
import { describeEachBackend } from '../../helpers/suites.ts';
import { bearer, call, createTestApp, login, signUp, type TestApp } from '../../helpers/test-app.ts';

describeEachBackend('subscription service (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('plans for STRIPE: the three AUD plans of SPEC section 9, each with a 14-day trial', async () => {
    const { status, body } = await call<Plan[]>(t.app, {
      method: 'GET',
      url: `${SUBSCRIPTION_SERVICE_PATHS.plans}?paymentProvider=STRIPE`,
    });
    expect(status).toBe(200);
    expect(
      body.data.map((plan) => [
        plan.code,
        plan.currency,
        plan.priceCents,
        plan.primaryValue,
        plan.secondaryValue,
        plan.offValue,
        plan.trialDays,
      ]),
    ).toEqual([
      ['annual', 'AUD', 11999, '$10/mo', 'billed $119.99 annually', '50% OFF', 14],
      ['quarterly', 'AUD', 4999, '$16.66/mo', 'billed $49.99 quarterly', null, 14],
      ['monthly', 'AUD', 1999, '$19.99/mo', 'billed $19.99 monthly', null, 14],
    ]);
  });

  it('plans need a known payment provider', async () => {
    expect((await call(t.app, { method: 'GET', url: SUBSCRIPTION_SERVICE_PATHS.plans })).status).toBe(400);
    expect((await call(t.app, { method: 'GET', url: `${SUBSCRIPTION_SERVICE_PATHS.plans}?paymentProvider=PAYPAL` })).status).toBe(400);
    const google = await call<Plan[]>(t.app, { method: 'GET', url: `${SUBSCRIPTION_SERVICE_PATHS.plans}?paymentProvider=GOOGLE` });
    expect(google.body.data).toEqual([]);
  });

  it('a member with no subscription is inactive and not subscribed', async () => {
    const member = await signUp(t.app);
    const { status, body } = await call<UserSubscriptionData>(t.app, {
      method: 'GET',
      url: SUBSCRIPTION_SERVICE_PATHS.userSubscription,
      headers: bearer(member.token),
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      status: 'inactive',
      planId: null,
      paymentProvider: null,
      trialEndsAt: null,
      trialDaysLeft: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      canceledAt: null,
    });
  });

  it('a trial counts as subscribed; its days left are counted on the member’s own calendar', async () => {
    const member = await signUp(t.app);
    // 23:30 in Sydney on the 1st (UTC+11 in March); the trial ends 14 days later, at 13:30 UTC.
    const start = Date.parse('2026-03-01T12:30:00Z');
    t.clock.set(start);
    await t.app.db
      .insertInto('subscriptions')
      .values({
        userId: member.id,
        planId: 1,
        paymentProvider: 'STRIPE',
        status: 'trial',
        providerCustomerId: null,
        providerSubscriptionId: null,
        trialEndsAt: new Date(start + 14 * 86_400_000 + 3_600_000),
        currentPeriodEnd: null,
        canceledAt: null,
      })
      .execute();
    const fresh = (await login(t.app, member.email)).body.data;
    expect(fresh.isSubscribed).toBe(true);
    const read = (timezone: string) =>
      call<UserSubscriptionData>(t.app, {
        method: 'GET',
        url: SUBSCRIPTION_SERVICE_PATHS.userSubscription,
        headers: { ...bearer(fresh.token), timezone },
      });
    const sydney = (await read('Australia/Sydney')).body.data;
    const honolulu = (await read('Pacific/Honolulu')).body.data;
    expect(sydney).toMatchObject({ status: 'trial', planId: 1, paymentProvider: 'STRIPE' });
    // Sydney: 1 Mar 23:30 -> 16 Mar 00:30 is 15 calendar days; Honolulu: 1 Mar 02:30 -> 15 Mar 03:30 is 14.
    expect(sydney.trialDaysLeft).toBe(15);
    expect(honolulu.trialDaysLeft).toBe(14);
    // An unknown timezone falls back to UTC.
    expect((await read('Mars/Olympus')).body.data.trialDaysLeft).toBe(14);
  });

  it('canceled does not count as subscribed', async () => {
    const member = await signUp(t.app);
    await t.app.db
      .insertInto('subscriptions')
      .values({
        userId: member.id,
        planId: 3,
        paymentProvider: 'STRIPE',
        status: 'canceled',
        providerCustomerId: null,
        providerSubscriptionId: null,
        trialEndsAt: null,
        currentPeriodEnd: null,
        canceledAt: new Date(),
      })
      .execute();
    expect((await login(t.app, member.email)).body.data.isSubscribed).toBe(false);
  });
});
