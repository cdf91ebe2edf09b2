import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  CARD_DECLINED_MESSAGE,
  SUBSCRIPTION_SERVICE_PATHS,
  TEST_CARDS,
  type CardProviderData,
  type CheckoutSessionData,
  type UserSubscriptionData,
  type WebhookData,
} from '@app/shared/api-contract/subscription-service';
import { signLocalEvent } from '../../../src/payments/local-provider.ts';
import { describeEachBackend } from '../../helpers/suites.ts';
import { headHasInlineIcon } from '../../helpers/page-head.ts';
import { bearer, call, createTestApp, signUp, tableCounts, type TestApp } from '../../helpers/test-app.ts';

describeEachBackend('subscription checkout, cancel and webhook routes with the local provider (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const post = <T>(url: string, token: string, payload?: object) =>
    call<T>(t.app, { method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const pay = (checkoutUrl: string, cardNumber: string) =>
    t.app.inject({
      method: 'POST',
      url: checkoutUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ cardNumber }).toString(),
    });

  it('every route needs a member, except the webhook and the checkout page', async () => {
    for (const url of [
      SUBSCRIPTION_SERVICE_PATHS.cancel,
      SUBSCRIPTION_SERVICE_PATHS.cancelActivation,
      SUBSCRIPTION_SERVICE_PATHS.cardProviderInitialize,
      SUBSCRIPTION_SERVICE_PATHS.cardProviderCheckoutSession,
    ]) {
      expect((await call(t.app, { method: 'POST', url, payload: {} })).status).toBe(401);
    }
  });

  it('initialize names the local provider; there is no card to manage', async () => {
    const member = await signUp(t.app);
    const { status, body } = await post<CardProviderData>(SUBSCRIPTION_SERVICE_PATHS.cardProviderInitialize, member.token);
    expect(status).toBe(200);
    expect(body.data).toEqual({ provider: 'local', manageCardUrl: null });
  });

  it('checkout -> declined card (nothing changes) -> test card -> trial -> cancel -> undo', async () => {
    const member = await signUp(t.app);
    const checkout = await post<CheckoutSessionData>(SUBSCRIPTION_SERVICE_PATHS.cardProviderCheckoutSession, member.token, { planId: 3 });
    expect(checkout.status).toBe(200);
    expect(checkout.body.data.url).toBe(`${SUBSCRIPTION_SERVICE_PATHS.localCheckout}/${checkout.body.data.checkoutId}`);

    const page = await t.app.inject({ method: 'GET', url: checkout.body.data.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Subscribe to');
    expect(page.body).toContain('14 days free, then $19.99 AUD every month.');
    expect(headHasInlineIcon(page.body)).toBe(true);

    const before = await tableCounts(t.app);
    const declined = await pay(checkout.body.data.url, TEST_CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain(CARD_DECLINED_MESSAGE);
    expect(declined.body).toContain(`value="${TEST_CARDS.declined}"`);
    expect(await tableCounts(t.app)).toEqual(before);

    const paid = await pay(checkout.body.data.url, TEST_CARDS.succeeds);
    expect(paid.statusCode).toBe(303);
    // Back on the address the member opened the checkout at, whatever PUBLIC_URL says.
    expect(paid.headers.location).toBe('/subscriptionComplete');
    expect((await pay(checkout.body.data.url, TEST_CARDS.succeeds)).statusCode).toBe(404);

    const read = async () =>
      (
        await call<UserSubscriptionData>(t.app, {
          method: 'GET',
          url: SUBSCRIPTION_SERVICE_PATHS.userSubscription,
          headers: bearer(member.token),
        })
      ).body.data;
    expect(await read()).toMatchObject({ status: 'trial', planId: 3, trialDaysLeft: 14, cancelAtPeriodEnd: false });

    const canceled = await post<UserSubscriptionData>(SUBSCRIPTION_SERVICE_PATHS.cancel, member.token);
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({ status: 'trial', cancelAtPeriodEnd: true });
    expect((await post(SUBSCRIPTION_SERVICE_PATHS.cancel, member.token)).status).toBe(409);

    const undone = await post<UserSubscriptionData>(SUBSCRIPTION_SERVICE_PATHS.cancelActivation, member.token);
    expect(undone.body.data).toMatchObject({ status: 'trial', cancelAtPeriodEnd: false, canceledAt: null });
    expect((await post(SUBSCRIPTION_SERVICE_PATHS.cancelActivation, member.token)).status).toBe(409);

    // A second checkout while subscribed is refused.
    expect((await post(SUBSCRIPTION_SERVICE_PATHS.cardProviderCheckoutSession, member.token, { planId: 1 })).status).toBe(409);
  });

  it('bad input: an unknown plan, a wrong body, a bad card field or checkout id change nothing', async () => {
    const member = await signUp(t.app);
    const before = await tableCounts(t.app);
    expect((await post(SUBSCRIPTION_SERVICE_PATHS.cardProviderCheckoutSession, member.token, { planId: 999 })).status).toBe(404);
    expect((await post(SUBSCRIPTION_SERVICE_PATHS.cardProviderCheckoutSession, member.token, { planId: '3' })).status).toBe(400);
    expect((await post(SUBSCRIPTION_SERVICE_PATHS.cardProviderCheckoutSession, member.token, { planId: 3, extra: 1 })).status).toBe(400);
    expect((await pay(`${SUBSCRIPTION_SERVICE_PATHS.localCheckout}/local_cs_missing`, TEST_CARDS.succeeds)).statusCode).toBe(404);
    expect((await pay(`${SUBSCRIPTION_SERVICE_PATHS.localCheckout}/not-a-checkout`, TEST_CARDS.succeeds)).statusCode).toBe(400);
    expect((await pay(`${SUBSCRIPTION_SERVICE_PATHS.localCheckout}/local_cs_missing`, 'card<script>')).statusCode).toBe(400);
    expect(await tableCounts(t.app)).toEqual(before);
  });

  it('the webhook takes the raw body: a signed event applies once, a bad signature is a 400 that changes nothing', async () => {
    const member = await signUp(t.app);
    const checkout = await post<CheckoutSessionData>(SUBSCRIPTION_SERVICE_PATHS.cardProviderCheckoutSession, member.token, { planId: 1 });
    await pay(checkout.body.data.url, TEST_CARDS.succeeds);
    const subscription = await t.app.db.selectFrom('subscriptions').selectAll().where('userId', '=', member.id).executeTakeFirstOrThrow();
    // Spaces kept as sent: re-serialising the JSON would break the signature.
    const body = `{ "id": "evt_route_1", "type": "payment-failed", "subscriptionId": "${subscription.providerSubscriptionId}" }`;
    const send = (signature: string) =>
      call<WebhookData>(t.app, {
        method: 'POST',
        url: SUBSCRIPTION_SERVICE_PATHS.webhook,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });

    const before = await tableCounts(t.app);
    const forged = await send(signLocalEvent('not the secret', body));
    expect(forged.status).toBe(400);
    expect(await tableCounts(t.app)).toEqual(before);

    const applied = await send(signLocalEvent(t.app.serverSecret, body));
    expect(applied.status).toBe(200);
    expect(applied.body.data).toEqual({ received: true, applied: true });
    const again = await send(signLocalEvent(t.app.serverSecret, body));
    expect(again.body.data).toEqual({ received: true, applied: false });
    expect(
      (
        await call<UserSubscriptionData>(t.app, {
          method: 'GET',
          url: SUBSCRIPTION_SERVICE_PATHS.userSubscription,
          headers: bearer(member.token),
        })
      ).body.data.status,
    ).toBe('inactive');
  });

  it('the new routes are in the OpenAPI document', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: Record<string, unknown> }>();
    for (const url of [
      SUBSCRIPTION_SERVICE_PATHS.cancel,
      SUBSCRIPTION_SERVICE_PATHS.cancelActivation,
      SUBSCRIPTION_SERVICE_PATHS.cardProviderInitialize,
      SUBSCRIPTION_SERVICE_PATHS.cardProviderCheckoutSession,
      SUBSCRIPTION_SERVICE_PATHS.webhook,
    ]) {
      expect(Object.keys(spec.paths)).toContain(url);
    }
  });
});
