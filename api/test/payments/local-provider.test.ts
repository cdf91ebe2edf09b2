import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_DECLINED_MESSAGE, SUBSCRIPTION_SERVICE_PATHS, TEST_CARDS } from '@app/shared/api-contract/subscription-service';
import { LOCAL_CARD_UNKNOWN_MESSAGE, addInterval, signLocalEvent } from '../../src/payments/local-provider.ts';
import { describeEachBackend } from '../helpers/suites.ts';
import { createTestApp, signUp, tableCounts, type TestApp } from '../helpers/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('addInterval', () => {
  it.each([
    ['2026-01-15T00:00:00Z', 'month', 1, '2026-02-15T00:00:00Z'],
    ['2026-01-15T00:00:00Z', 'month', 3, '2026-04-15T00:00:00Z'],
    ['2026-01-15T00:00:00Z', 'year', 1, '2027-01-15T00:00:00Z'],
    ['2026-12-20T10:30:00Z', 'month', 1, '2027-01-20T10:30:00Z'],
  ] as const)('%s + %i %s', (from, interval, count, to) => {
    expect(new Date(addInterval(Date.parse(from), interval, count)).toISOString()).toBe(new Date(to).toISOString());
  });
});

describeEachBackend('the local payments provider (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  async function member() {
    const { id, email } = await signUp(t.app);
    return { id, email };
  }
  async function plan(code: 'monthly' | 'annual') {
    return t.app.db.selectFrom('plans').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
  }
  const urls = { successUrl: 'http://kindred.test/subscriptionComplete', cancelUrl: 'http://kindred.test/subscription' };

  it('is the provider of the app', () => {
    expect(t.app.payments.name).toBe('local');
  });

  /** A checkout paid with the test card that succeeds; returns the new subscription's provider id. */
  async function subscribe(id: number, email: string, code: 'monthly' | 'annual') {
    const checkout = await t.app.payments.createCheckout({ userId: id, email, plan: await plan(code), ...urls });
    expect(await t.app.localCheckout!.payCheckout(checkout.checkoutId, TEST_CARDS.succeeds)).toEqual({ paid: true, url: urls.successUrl });
    return (await t.app.payments.status(id))!.providerSubscriptionId!;
  }

  it('a checkout is a page to pay on; nothing starts until the card is paid', async () => {
    const { id, email } = await member();
    const checkout = await t.app.payments.createCheckout({ userId: id, email, plan: await plan('monthly'), ...urls });
    expect(checkout.url).toBe(`${SUBSCRIPTION_SERVICE_PATHS.localCheckout}/${checkout.checkoutId}`);
    expect(await t.app.localCheckout!.openCheckout(checkout.checkoutId)).toMatchObject({
      plan: { code: 'monthly' },
      cancelUrl: urls.cancelUrl,
    });
    expect(await t.app.payments.status(id)).toBeUndefined();
  });

  it('the declined test card says what a real checkout says and changes nothing', async () => {
    const { id, email } = await member();
    const checkout = await t.app.payments.createCheckout({ userId: id, email, plan: await plan('monthly'), ...urls });
    const before = await tableCounts(t.app);
    expect(await t.app.localCheckout!.payCheckout(checkout.checkoutId, TEST_CARDS.declined)).toEqual({
      paid: false,
      message: CARD_DECLINED_MESSAGE,
    });
    expect(await t.app.localCheckout!.payCheckout(checkout.checkoutId, '4111 1111 1111 1111')).toEqual({
      paid: false,
      message: LOCAL_CARD_UNKNOWN_MESSAGE,
    });
    expect(await tableCounts(t.app)).toEqual(before);
    expect(await t.app.payments.status(id)).toBeUndefined();
    // The same checkout can still be paid, once.
    expect((await t.app.localCheckout!.payCheckout(checkout.checkoutId, '4242424242424242')).paid).toBe(true);
    await expect(t.app.localCheckout!.payCheckout(checkout.checkoutId, TEST_CARDS.succeeds)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('a paid checkout starts the trial, which turns active, and a cancel ends access at the period end', async () => {
    const { id, email } = await member();
    const monthly = await plan('monthly');
    const providerId = await subscribe(id, email, 'monthly');
    let subscription = await t.app.payments.status(id);
    expect(subscription).toMatchObject({
      status: 'trial',
      planId: monthly.id,
      providerSubscriptionId: providerId,
      cancelAtPeriodEnd: false,
    });
    expect(subscription!.trialEndsAt!.getTime() - t.clock.now()).toBe(monthly.trialDays * DAY);

    await expect(t.app.payments.createCheckout({ userId: id, email, plan: monthly, ...urls })).rejects.toMatchObject({ statusCode: 409 });

    t.clock.advance((monthly.trialDays + 1) * DAY);
    subscription = await t.app.payments.status(id);
    expect(subscription?.status).toBe('active');
    const periodEnd = subscription!.currentPeriodEnd!.getTime();
    expect(periodEnd).toBe(addInterval(subscription!.trialEndsAt!.getTime(), monthly.interval, monthly.intervalCount));

    expect(await t.app.payments.cancel(id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    await expect(t.app.payments.cancel(id)).rejects.toMatchObject({ statusCode: 409 });
    expect(await t.app.payments.undoCancel(id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, canceledAt: null });
    await t.app.payments.cancel(id);

    t.clock.advance(periodEnd - t.clock.now() + 1);
    expect((await t.app.payments.status(id))?.status).toBe('canceled');
    await expect(t.app.payments.undoCancel(id)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('nothing to cancel for a member who never subscribed; no status either', async () => {
    const { id } = await member();
    expect(await t.app.payments.status(id)).toBeUndefined();
    await expect(t.app.payments.cancel(id)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('a signed billing event applies once; an unsigned, forged or repeated one changes nothing', async () => {
    const { id, email } = await member();
    const subscriptionId = await subscribe(id, email, 'annual');
    const body = JSON.stringify({ id: 'evt_local_failed_1', subscriptionId, type: 'payment-failed' });
    expect(await t.app.payments.handleEvent({ body, signature: null })).toEqual({ handled: false, reason: 'bad signature' });
    expect(await t.app.payments.handleEvent({ body, signature: signLocalEvent('another secret', body) })).toEqual({
      handled: false,
      reason: 'bad signature',
    });
    expect((await t.app.payments.status(id))?.status).toBe('trial');
    const result = await t.app.payments.handleEvent({ body, signature: signLocalEvent(t.app.serverSecret, body) });
    expect(result).toMatchObject({ handled: true, subscription: { status: 'inactive' } });
    expect(await t.app.payments.handleEvent({ body, signature: signLocalEvent(t.app.serverSecret, body) })).toEqual({
      handled: false,
      reason: 'already processed',
    });
    const unknown = JSON.stringify({ id: 'evt_local_unknown', subscriptionId: 'local_sub_nope', type: 'payment-failed' });
    expect(await t.app.payments.handleEvent({ body: unknown, signature: signLocalEvent(t.app.serverSecret, unknown) })).toEqual({
      handled: false,
      reason: 'unknown subscription',
    });
    // An event that did not apply is not remembered.
    expect(
      await t.app.db.selectFrom('paymentEvents').select('eventId').where('eventId', '=', 'evt_local_unknown').executeTakeFirst(),
    ).toBeUndefined();
  });
});
